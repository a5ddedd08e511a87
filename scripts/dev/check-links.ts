// The docs' link check (a step of scripts/test.sh): every relative link and #anchor in README.md and
// docs/**/*.md resolves. Exits 1 and lists each broken link otherwise.
// Usage: tsx scripts/dev/check-links.ts [file.md …]   (default README.md and docs/**/*.md)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkLinks } from '../lib/check-links';

const root = process.cwd();
const markdownUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => join(dir, f))
        .sort()
    : [];
const args = process.argv.slice(2);
const files = args.length ? args : ['README.md', ...markdownUnder('docs')];

const broken = checkLinks(root, files);
for (const b of broken) console.log(`${b.file}:${b.line}: ${b.target}: ${b.reason}`);
console.log(
  broken.length
    ? `FAILED: ${broken.length} broken link(s) in ${files.length} Markdown files.`
    : `ok: every relative link and anchor in ${files.length} Markdown files resolves.`,
);
process.exit(broken.length ? 1 : 0);
