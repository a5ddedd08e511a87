// A 500,000-row CSV (cellphone plus eight other columns) through the real import path: presigned
// upload to the local S3 endpoint, the create-list call, the queue, the worker, rows in MariaDB.
// Baseline, in the same run: MariaDB's LOAD DATA LOCAL INFILE of the same rows into an equivalent table.
// Also reports the API process's peak memory above its idle level while the worker runs.
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createConnection } from 'mysql2/promise';
import type { Benchmark } from '../harness';
import { api, signIn, uploadToStack } from '../stack-client';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500_000);
const file = join(tmpdir(), `bench-import-${ROWS}.csv`);
let peakExtraMb = 0;
let lastImportMs = 0;
const phases: Record<string, number> = {};

function generate(): void {
  const lines = ['Cellphone,First name,Surname,Email,Gender,Region,Postal code,Date of birth,Notes'];
  for (let i = 0; i < ROWS; i += 1) {
    const n = String(21_000_000 + i).padStart(8, '0');
    lines.push(
      `08${n},Name${i},Surname${i},user${i}@example.test,${i % 2 ? 'F' : 'M'},Gauteng,${2000 + (i % 999)},1990-01-${String((i % 28) + 1).padStart(2, '0')},row ${i}`,
    );
  }
  writeFileSync(file, lines.join('\n'));
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function importOnce(): Promise<number[]> {
  const start = performance.now();
  const { fileId, storedAt: uploaded } = await uploadToStack(file, 'bench.csv');
  const checked = performance.now();
  const pid = Number(readFileSync(`.local/run/${process.env.STAGE}-api.pid`, 'utf8'));
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const { listId } = await api<{ listId: number }>('POST', '/api/sms/lists', {
    listName: `Bench ${Date.now()}`,
    permissionToContact: true,
    uploadedFileId: fileId,
    importRow: 0,
    columnMappings: [
      'Cellphone',
      'FirstName',
      'LastName',
      'Email',
      'Gender',
      'Region',
      'PostalCode',
      'DateOfBirth',
      'Custom1',
    ].map((fieldType, index) => ({ index, fieldType })),
  });
  const queued = performance.now();
  for (;;) {
    const list = await api<{ status: number; contacts: number }>('GET', `/api/sms/lists/${listId}`);
    if (list.status === 2) {
      if (list.contacts !== ROWS) throw new Error(`imported ${list.contacts} of ${ROWS}`);
      break;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  clearInterval(sampler);
  const done = performance.now();
  Object.assign(phases, {
    upload: uploaded - start,
    check: checked - uploaded,
    create: queued - checked,
    import: done - queued,
  });
  lastImportMs = done - start;
  peakExtraMb = Math.max(peakExtraMb, peak - idle);
  // Clean-up is not part of the import: the time returned stops when the list is Completed.
  await api('DELETE', `/api/sms/lists/${listId}`).catch(() => undefined);
  return [lastImportMs];
}

async function loadDataOnce(): Promise<number[]> {
  const conn = await createConnection({
    uri: process.env.DATABASE_URL,
    infileStreamFactory: () => createReadStream(file),
  });
  try {
    await conn.query('DROP TEMPORARY TABLE IF EXISTS bench_contacts');
    await conn.query('CREATE TEMPORARY TABLE bench_contacts LIKE sms_list_contacts');
    const start = performance.now();
    await conn.query({
      sql: `LOAD DATA LOCAL INFILE 'bench.csv' IGNORE INTO TABLE bench_contacts FIELDS TERMINATED BY ',' LINES TERMINATED BY '\\n' IGNORE 1 LINES
            (cellphone, first_name, last_name, email, gender, region, postal_code, date_of_birth, custom1) SET list_id = 1`,
    });
    return [performance.now() - start];
  } finally {
    await conn.end();
  }
}

export const listImport: Benchmark = {
  name: 'list-import',
  unit: `import of ${ROWS.toLocaleString('en')} rows`,
  description: `CSV of ${ROWS.toLocaleString('en')} rows x 9 columns`,
  rounds: 1,
  async setup() {
    generate();
    await signIn();
  },
  baseline: { label: 'LOAD DATA LOCAL INFILE, same rows', run: loadDataOnce },
  candidate: { label: 'upload -> create -> SQS -> worker -> MariaDB', run: importOnce },
  report: () => [
    `end to end: ${(lastImportMs / 1000).toFixed(1)} s, ${Math.round(ROWS / (lastImportMs / 1000)).toLocaleString('en')} rows/s`,
    `worker peak memory (API process RSS above idle): ${peakExtraMb.toFixed(0)} MB`,
    `phases: ${Object.entries(phases)
      .map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`)
      .join(', ')}`,
  ],
  async teardown() {},
};
