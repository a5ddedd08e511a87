// A 500,000-row CSV (cellphone plus eight other columns) through the real import path: presigned
// upload to the local S3 endpoint, the create-list call, the queue, the worker, rows in MariaDB.
// Baseline, in the same run: MariaDB's LOAD DATA LOCAL INFILE of the same file into the same table
// (sms_list_contacts, same indexes), for a scratch list. Two files: a clean one, and a dirty one with 5%
// invalid numbers (blank, too short, letters) and 8% repeats of a number typed another way.
//
// Honest figures: the first candidate run (cold: the worker's bundle loads, pools connect) is reported
// on its own and left out of the ratio; then BENCH_IMPORT_ROUNDS (default 5) rounds, each baseline then
// candidate, each load deleted again after it is timed (outside the timing, with 2 s to settle).
// The ratio is given per round, as median and min-max. Also reports the API process's peak memory above
// its idle level while the worker runs.
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { createConnection } from 'mysql2/promise';
import type { Benchmark } from '../harness';
import { api, signIn, uploadToStack } from '../stack-client';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 500_000);
const ROUNDS = Number(process.env.BENCH_IMPORT_ROUNDS ?? 5);
const INVALID = ['', '12345', '0821abc4', '0000000000', 'n/a'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Writes the file; answers how many distinct valid numbers it holds. */
async function generate(file: string, dirty: boolean): Promise<number> {
  const out = createWriteStream(file);
  out.write('Cellphone,First name,Surname,Email,Gender,Region,Postal code,Date of birth,Notes\n');
  let unique = 0;
  for (let i = 0; i < ROWS; i += 1) {
    let cell: string;
    if (dirty && i % 20 === 7)
      cell = INVALID[i % INVALID.length]!; // 5%
    else if (dirty && i % 25 === 3 && unique > 0) {
      const d = String(21_000_000 + unique - 1).padStart(8, '0'); // 8%: the previous number, typed as +27 8x xxx xxxx
      cell = `+27 8${d.slice(0, 1)} ${d.slice(1, 4)} ${d.slice(4)}`;
    } else {
      cell = `08${String(21_000_000 + unique).padStart(8, '0')}`;
      unique += 1;
    }
    const line = `${cell},Name${i},Surname${i},user${i}@example.test,${i % 2 ? 'F' : 'M'},Gauteng,${2000 + (i % 999)},1990-01-${String((i % 28) + 1).padStart(2, '0')},row ${i}\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return unique;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

function importBenchmark(name: string, dirty: boolean): Benchmark {
  const file = join(tmpdir(), `bench-import-${dirty ? 'dirty' : 'clean'}-${ROWS}.csv`);
  let expected = 0;
  const base: number[] = [];
  const cand: number[] = [];
  const phases: Record<string, number[]> = {};
  let cold: number | null = null;
  let peakExtraMb = 0;
  const scratchLists: number[] = [];

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
        if (list.contacts !== expected) throw new Error(`imported ${list.contacts} of ${expected}`);
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    clearInterval(sampler);
    const done = performance.now();
    const ms = done - start;
    if (cold === null) cold = ms;
    else {
      cand.push(ms);
      for (const [phase, t] of Object.entries({
        upload: uploaded - start,
        check: checked - uploaded,
        create: queued - checked,
        import: done - queued,
      }))
        (phases[phase] ??= []).push(t);
    }
    peakExtraMb = Math.max(peakExtraMb, peak - idle);
    // Clean-up is not part of the import (and waits, so the next measurement starts on a quiet database).
    await api('DELETE', `/api/sms/lists/${listId}`).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 2000));
    return [ms];
  }

  async function loadDataOnce(): Promise<number[]> {
    const conn = await createConnection({
      uri: process.env.DATABASE_URL,
      infileStreamFactory: () => createReadStream(file),
    });
    try {
      const listId = scratchLists[0]!;
      const start = performance.now();
      await conn.query({
        sql: `LOAD DATA LOCAL INFILE 'bench.csv' IGNORE INTO TABLE sms_list_contacts FIELDS TERMINATED BY ',' LINES TERMINATED BY '\\n' IGNORE 1 LINES
              (cellphone, first_name, last_name, email, gender, region, postal_code, date_of_birth, custom1) SET list_id = ?`,
        values: [listId],
      });
      const ms = performance.now() - start;
      base.push(ms);
      await conn.query('DELETE FROM sms_list_contacts WHERE list_id = ?', [listId]);
      await new Promise((r) => setTimeout(r, 2000));
      return [ms];
    } finally {
      await conn.end();
    }
  }

  return {
    name,
    unit: `import of ${ROWS.toLocaleString('en')} rows`,
    description: `CSV of ${ROWS.toLocaleString('en')} rows x 9 columns${dirty ? ', 5% invalid and 8% repeated numbers' : ''}`,
    rounds: ROUNDS,
    async setup() {
      expected = await generate(file, dirty);
      await signIn();
      // The baseline's scratch list: an empty list of the same account, loaded and emptied each round.
      const { listId } = await api<{ listId: number }>('POST', '/api/sms/lists/empty', {
        listName: `Bench baseline ${Date.now()}`,
      });
      scratchLists.push(listId);
    },
    baseline: { label: 'LOAD DATA LOCAL INFILE of the same file into sms_list_contacts', run: loadDataOnce },
    candidate: { label: 'upload -> check -> create -> SQS -> worker -> MariaDB', run: importOnce },
    report: () => {
      // The harness's first candidate run warms up; the baseline's warm-up run is dropped the same way.
      const warmBase = base.slice(base.length - cand.length);
      const ratios = cand.map((c, i) => c / warmBase[i]!);
      return [
        `cold first import (left out of the ratio): ${secs(cold ?? NaN)}`,
        `warm, ${cand.length} rounds: import median ${secs(median(cand))} (${secs(Math.min(...cand))}-${secs(Math.max(...cand))}), ` +
          `baseline median ${secs(median(warmBase))} (${secs(Math.min(...warmBase))}-${secs(Math.max(...warmBase))})`,
        `warm ratio per round: median ${median(ratios).toFixed(2)}x (min ${Math.min(...ratios).toFixed(2)}x, max ${Math.max(...ratios).toFixed(2)}x)`,
        `rows/s (median): ${Math.round(ROWS / (median(cand) / 1000)).toLocaleString('en')}; contacts per import: ${expected.toLocaleString('en')}`,
        `phases (median): ${Object.entries(phases)
          .map(([phase, ts]) => `${phase} ${secs(median(ts))}`)
          .join(', ')}`,
        `worker peak memory (API process RSS above idle): ${peakExtraMb.toFixed(0)} MB`,
      ];
    },
    async teardown() {
      for (const id of scratchLists.splice(0))
        await api('DELETE', `/api/sms/lists/${id}`).catch(() => undefined);
    },
  };
}

export const listImport = importBenchmark('list-import', false);
export const listImportDirty = importBenchmark('list-import-dirty', true);
