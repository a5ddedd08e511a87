// Performance check (not a test): `npx tsx functions/src/lists/files/perf-check.ts`.
// Generates a ~100 MB CSV, a 500,000-row CSV and a 500,000-row .xlsx in /tmp, then runs each measurement in a
// fresh process and prints its time and peak RSS.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { countDuplicates } from './duplicates';
import { countryCode, toE164 } from './phone';
import { readRowBatches } from './read-rows';
import type { UploadedFile } from './source';
import { topRows } from './top-rows';

const DIR = '/tmp/contact-file-perf';
const BIG_CSV = `${DIR}/contacts-100mb.csv`;
const LIST_CSV = `${DIR}/contacts-500k.csv`;
const LIST_XLSX = `${DIR}/contacts-500k.xlsx`;
const NAMES = ['Thandi', 'Sipho', 'Lindiwe', 'Johan', 'Aisha', 'Pieter', 'Nomsa', 'Zanele'];

function row(i: number): string {
  const national = `8${(i * 7919) % 4}${String((i * 104_729) % 10_000_000).padStart(7, '0')}`;
  const cell = i % 3 === 0 ? `0${national}` : i % 3 === 1 ? `+27 ${national}` : `27${national}`;
  const name = NAMES[i % NAMES.length] ?? '';
  return `${cell},${name},"Surname ${i}, Jr",${name.toLowerCase()}${i}@example.co.za,8001015009087,1980-01-${String(1 + (i % 28)).padStart(2, '0')},Gauteng`;
}

async function writeCsv(path: string, rows: number | null, bytes = Infinity): Promise<void> {
  const out = fs.createWriteStream(path);
  let written = 0;
  let chunk = '\uFEFFCellphone,First name,Last name,Email,ID number,Date of birth,Province\r\n';
  for (let i = 0; rows === null ? written < bytes : i < rows; i++) {
    chunk += row(i) + '\r\n';
    if (chunk.length > 1 << 20) {
      written += chunk.length;
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      chunk = '';
    }
  }
  out.end(chunk);
  await new Promise<void>((resolve) => out.on('close', () => resolve()));
}

async function writeXlsx(path: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(['Cellphone', 'First name', 'Last name', 'Email', 'Date of birth']).commit();
  for (let i = 0; i < rows; i++) {
    const added = sheet.addRow([
      27_820_000_000 + i,
      NAMES[i % NAMES.length],
      `Surname ${i}`,
      `p${i}@example.co.za`,
      new Date(Date.UTC(1980, 0, 1 + (i % 365))),
    ]);
    added.getCell(5).numFmt = 'yyyy-mm-dd';
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
}

function file(path: string): UploadedFile {
  return {
    name: path,
    size: fs.statSync(path).size,
    open: async () => fs.createReadStream(path, { highWaterMark: 1 << 20 }),
    openRange: async ({ start, end }) =>
      fs.createReadStream(path, { start, end: end - 1, highWaterMark: 1 << 20 }),
  };
}

async function importLike(path: string): Promise<string> {
  const country = countryCode('ZA');
  const seen = new Set<number>();
  let rows = 0;
  let invalid = 0;
  for await (const batch of readRowBatches(file(path))) {
    for (const values of batch) {
      if (rows++ === 0) continue;
      const e164 = toE164(values[0] ?? '', country);
      if (e164 === null) invalid++;
      else seen.add(Number(e164.slice(1)));
    }
  }
  return `rows ${rows - 1}, unique ${seen.size}, invalid ${invalid}`;
}

const MEASUREMENTS: Record<string, () => Promise<unknown>> = {
  'topRows 100 MB CSV': async () => {
    const top = await topRows(file(BIG_CSV));
    return `totalRowsCount ${top.totalRowsCount}, listTooBig ${top.listTooBig}`;
  },
  'countDuplicates 100 MB CSV (phones, ZA)': () => countDuplicates(file(BIG_CSV), 0, 0, 'ZA'),
  'countDuplicates 100 MB CSV (text key)': () => countDuplicates(file(BIG_CSV), 0, 3),
  'import pass 500k-row CSV (E.164 + de-duplicate)': () => importLike(LIST_CSV),
  'topRows 500k-row xlsx': async () => (await topRows(file(LIST_XLSX))).totalRowsCount,
  'import pass 500k-row xlsx (E.164 + de-duplicate)': () => importLike(LIST_XLSX),
};

async function measure(name: string): Promise<void> {
  const run = MEASUREMENTS[name];
  if (!run) throw new Error(`no measurement ${name}`);
  const started = performance.now();
  const result = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  const peak = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(
    `${name.padEnd(50)} ${seconds.padStart(7)} s   peak RSS ${String(peak).padStart(4)} MB   ${JSON.stringify(result)}`,
  );
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only) return measure(only);
  fs.mkdirSync(DIR, { recursive: true });
  if (!fs.existsSync(BIG_CSV)) await writeCsv(BIG_CSV, null, 99 * 1024 * 1024);
  if (!fs.existsSync(LIST_CSV)) await writeCsv(LIST_CSV, 500_000);
  if (!fs.existsSync(LIST_XLSX)) await writeXlsx(LIST_XLSX, 500_000);
  for (const path of [BIG_CSV, LIST_CSV, LIST_XLSX]) {
    console.log(`${path}: ${(fs.statSync(path).size / 1024 / 1024).toFixed(1)} MB`);
  }
  const self = fileURLToPath(import.meta.url);
  for (const name of Object.keys(MEASUREMENTS)) {
    spawnSync(process.execPath, [...process.execArgv, self, name], { stdio: 'inherit' });
  }
  console.log('Again with the heap capped at 256 MB, as in a 512 MB Lambda:');
  for (const name of Object.keys(MEASUREMENTS).filter((key) => key.startsWith('import'))) {
    spawnSync(process.execPath, ['--max-old-space-size=256', ...process.execArgv, self, name], {
      stdio: 'inherit',
    });
  }
}

void main();
