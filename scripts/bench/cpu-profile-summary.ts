// Where a V8 CPU profile's time went, by package and by our own area: each sample's frame is mapped through its
// bundle's source map (node:module's SourceMap) to the original file. Samples are grouped by the bundle their stack
// runs in (a Lambda bundle holds its packages, so mysql2 in send-get.js is the send's), plus V8's own
// (garbage collector), (program) and Node's internals.
//   tsx scripts/bench/cpu-profile-summary.ts /tmp/prof/CPU.….cpuprofile [--top 25]
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { SourceMap } from 'node:module';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, ...rest] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top N]');
const top = Number(rest[rest.indexOf('--top') + 1] ?? 25) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, SourceMap | null>();
function mapOf(url: string): SourceMap | null {
  if (!maps.has(url)) {
    let map: SourceMap | null = null;
    try {
      const path = url.startsWith('file:') ? fileURLToPath(url) : url;
      if (existsSync(`${path}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    } catch {
      map = null;
    }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

/** A frame's original file, as a category: a package, one of our areas, Node's internals or V8's own. */
function categoryOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (frame.url.startsWith('node:')) return 'node internals';
  const map = mapOf(frame.url);
  const source = map?.findEntry(frame.lineNumber, frame.columnNumber);
  const original = (source as { originalSource?: string } | undefined)?.originalSource ?? frame.url;
  const pkg = original.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const ours = original.match(/functions\/src\/(.+?)\/[^/]+$/);
  if (ours) return `ours: ${ours[1]}`;
  return basename(original);
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** The Lambda bundle a node's stack runs in (its nearest frame from a .build bundle), if any. */
const bundleOf = new Map<number, string>();
function bundleOfNode(id: number): string {
  const known = bundleOf.get(id);
  if (known !== undefined) return known;
  const url = byId.get(id)!.callFrame.url;
  const here = url.includes('/.build/') ? basename(url) : '';
  const found = here || (parent.has(id) ? bundleOfNode(parent.get(id)!) : '');
  bundleOf.set(id, found);
  return found;
}

const totals = new Map<string, Map<string, number>>();
let all = 0;
profile.samples.forEach((id, i) => {
  const ms = (profile.timeDeltas[i] ?? 0) / 1000;
  const node = byId.get(id)!;
  const group = bundleOfNode(id) || (node.callFrame.url ? 'outside the bundles' : 'V8 and Node');
  const category = categoryOf(node.callFrame);
  if (category === '(idle)') return;
  all += ms;
  const g = totals.get(group) ?? new Map<string, number>();
  g.set(category, (g.get(category) ?? 0) + ms);
  totals.set(group, g);
});

console.log(`${file}: ${all.toFixed(0)} ms of CPU sampled (idle left out)`);
for (const [group, categories] of [...totals].sort((a, b) => sum(b[1]) - sum(a[1]))) {
  const total = sum(categories);
  console.log(`\n${group}: ${total.toFixed(0)} ms (${((total / all) * 100).toFixed(1)}%)`);
  for (const [category, ms] of [...categories].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `  ${ms.toFixed(0).padStart(7)} ms  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${category}`,
    );
}

function sum(m: Map<string, number>): number {
  let s = 0;
  for (const v of m.values()) s += v;
  return s;
}
