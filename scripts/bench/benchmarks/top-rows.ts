// top-10-rows on a 100 MB CSV through the API (the wizard's Select First Row step: the first rows and
// the full row count, streamed from S3). Baseline, in the same run: the same first rows and line
// count read by a bare Node stream from the local disk.
import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Benchmark } from '../harness';
import { api, signIn, uploadToStack } from '../stack-client';

const TARGET_BYTES = 100 * 1024 * 1024 - 64 * 1024;
const file = join(tmpdir(), 'bench-top-rows-100mb.csv');
let fileId = 0;
let rowsCounted = 0;

function generate(): void {
  const header = 'Cellphone,First name,Surname,Email,Region,Notes\n';
  const lines: string[] = [header];
  let size = header.length;
  for (let i = 0; size < TARGET_BYTES; i += 1) {
    const line = `08${String(20_000_000 + (i % 70_000_000)).padStart(8, '0')},Name${i},Surname${i},user${i}@example.test,Gauteng,"note, with comma ${i}"\n`;
    if (size + line.length > TARGET_BYTES) break;
    lines.push(line);
    size += line.length;
  }
  writeFileSync(file, lines.join(''));
}

async function viaApi(): Promise<number[]> {
  const start = performance.now();
  const top = await api<{ totalRowsCount: number; rows: unknown[] }>(
    'GET',
    `/api/lists/files/${fileId}/top-10-rows`,
  );
  if (top.rows.length !== 10) throw new Error('expected 10 rows');
  rowsCounted = top.totalRowsCount;
  return [performance.now() - start];
}

async function fromDisk(): Promise<number[]> {
  const start = performance.now();
  let lines = 0;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  if (lines < 10) throw new Error('file too short');
  return [performance.now() - start];
}

export const topRowsBenchmark: Benchmark = {
  name: 'top-rows',
  unit: 'GET top-10-rows of a 100 MB CSV',
  description: '100 MB CSV, first rows and full row count',
  rounds: 3,
  async setup() {
    generate();
    await signIn();
    ({ fileId } = await uploadToStack(file, 'top-rows.csv'));
  },
  baseline: { label: 'line count of the same file from local disk', run: fromDisk },
  candidate: { label: 'GET /api/lists/files/{id}/top-10-rows (from S3)', run: viaApi },
  report: () => [
    `file: ${(statSync(file).size / 1024 / 1024).toFixed(1)} MB, ${rowsCounted.toLocaleString('en')} data rows; target: under 2 s`,
  ],
  async teardown() {},
};
