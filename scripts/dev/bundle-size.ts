// The SPA's first-load budget: prints the gzipped JavaScript index.html loads before any route chunk, chunk
// by chunk, and the largest chunks loaded on demand; exits 1 above the budget. The test command runs it
// after building the SPA.
// Usage: tsx scripts/dev/bundle-size.ts [distDir] [--budget <kB>]   (default frontend/dist, 300 kB)
import { join } from 'node:path';
import { FIRST_LOAD_BUDGET_KB, GZIP_LEVEL, kB, measureFirstLoad, type FileSize } from '../lib/bundle-size';

const args = process.argv.slice(2);
const budgetAt = args.indexOf('--budget');
const budgetKb = budgetAt >= 0 ? Number(args[budgetAt + 1]) : FIRST_LOAD_BUDGET_KB;
if (!(budgetKb > 0)) throw new Error('--budget needs a number of kB');
const dist =
  args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--budget') ?? join('frontend', 'dist');

const report = measureFirstLoad(dist);
const row = (f: FileSize): string =>
  `  ${kB(f.gzipBytes).padStart(9)} gzip  ${kB(f.bytes).padStart(9)} raw  ${f.file}`;

console.log(`First load of ${join(dist, 'index.html')} (gzip level ${GZIP_LEVEL}):`);
for (const f of report.js) console.log(row(f));
for (const f of report.css) console.log(`${row(f)}  (CSS, not counted)`);
for (const file of report.htmlOnly)
  console.log(`  note: index.html loads ${file}, which no static import explains`);
console.log(`  ${kB(report.jsGzipBytes).padStart(9)} gzip  JavaScript in ${report.js.length} files`);
console.log(`Largest of the ${report.lazy.length} chunks loaded on demand:`);
for (const f of report.lazy.slice(0, 5)) console.log(row(f));

const over = report.jsGzipBytes > budgetKb * 1000;
console.log(
  over
    ? `FAILED: the first load is ${kB(report.jsGzipBytes)} of gzipped JavaScript, over the ${budgetKb} kB budget: lazy-load what the first screen does not need.`
    : `ok: ${kB(report.jsGzipBytes)} of the ${budgetKb} kB budget (${kB(budgetKb * 1000 - report.jsGzipBytes)} left).`,
);
process.exit(over ? 1 : 0);
