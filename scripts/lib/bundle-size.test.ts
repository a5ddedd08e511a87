import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { entryKeyOf, firstLoadFiles, htmlAssets, measureFirstLoad, type Manifest } from './bundle-size';

// The shape Vite 8 writes: the entry imports shared chunks statically and route chunks with import().
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_shell-c.js'],
    dynamicImports: ['src/app/routes/lists.tsx'],
    css: ['assets/index-x.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js', imports: ['_runtime-d.js'] },
  '_shell-c.js': { file: 'assets/shell-c.js', imports: ['_runtime-d.js', '_react-b.js'] },
  '_runtime-d.js': { file: 'assets/runtime-d.js' },
  'src/app/routes/lists.tsx': {
    file: 'assets/lists-e.js',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_table-f.js', 'index.html'],
  },
  '_table-f.js': { file: 'assets/table-f.js' },
};

describe('the first load', () => {
  it('is the entry and every chunk it imports statically, transitively, never the lazy ones', () => {
    expect(firstLoadFiles(manifest, 'index.html')).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js', 'assets/runtime-d.js', 'assets/shell-c.js'],
      css: ['assets/index-x.css'],
    });
  });

  it("finds index.html's entry among several entries", () => {
    expect(entryKeyOf(manifest)).toBe('index.html');
    expect(entryKeyOf({ 'src/main.tsx': { file: 'a.js', isEntry: true } })).toBe('src/main.tsx');
    expect(() =>
      entryKeyOf({ 'a.ts': { file: 'a.js', isEntry: true }, 'b.ts': { file: 'b.js', isEntry: true } }),
    ).toThrow(/index.html's entry/);
  });

  it("reads index.html's module scripts, modulepreload links and stylesheets, not external ones", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react-b.js">
      <link rel="icon" href="/favicon.svg">
      <link rel="stylesheet" href="/assets/index-x.css">
      <script src="https://cdn.example.com/analytics.js"></script>
      <link rel="modulepreload" href="//cdn.example.com/x.js">
    </head>`;
    expect(htmlAssets(html)).toEqual({
      js: ['assets/index-a.js', 'assets/react-b.js'],
      css: ['assets/index-x.css'],
    });
  });
});

describe('measuring a build', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  const write = (file: string, content: string): void => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  const gzipped = (content: string): number => gzipSync(content, { level: 9 }).length;

  it('adds up the gzipped first load, lists the lazy chunks apart, and counts scripts only index.html names', () => {
    dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    const big = 'export const a = ' + JSON.stringify(Array.from({ length: 2000 }, (_, i) => `x${i * 7919}`));
    const files: Record<string, string> = {
      'assets/index-a.js': big,
      'assets/react-b.js': 'export const react = 1;',
      'assets/shell-c.js': 'export const shell = 2;',
      'assets/runtime-d.js': 'export const runtime = 3;',
      'assets/lists-e.js': big + big,
      'assets/table-f.js': 'export const table = 4;',
      'assets/index-x.css': 'body{margin:0}',
      'assets/polyfill-g.js': 'export const polyfill = 5;',
    };
    for (const [file, content] of Object.entries(files)) write(file, content);
    write('.vite/manifest.json', JSON.stringify(manifest));
    write(
      'index.html',
      '<script type="module" src="/assets/index-a.js"></script><script type="module" src="/assets/polyfill-g.js"></script>',
    );

    const report = measureFirstLoad(dist);

    const firstLoad = ['index-a', 'react-b', 'shell-c', 'runtime-d', 'polyfill-g'].map(
      (n) => `assets/${n}.js`,
    );
    expect(report.js.map((f) => f.file).sort()).toEqual([...firstLoad].sort());
    expect(report.js[0]).toEqual({
      file: 'assets/index-a.js',
      bytes: big.length,
      gzipBytes: gzipped(big),
    });
    expect(report.jsGzipBytes).toBe(firstLoad.reduce((sum, f) => sum + gzipped(files[f]!), 0));
    expect(report.htmlOnly).toEqual(['assets/polyfill-g.js']);
    expect(report.lazy.map((f) => f.file)).toEqual(['assets/lists-e.js', 'assets/table-f.js']);
    expect(report.css.map((f) => f.file)).toEqual(['assets/index-x.css']);
  });

  it('says to build first when the manifest is missing', () => {
    dist = mkdtempSync(join(tmpdir(), 'bundle-size-'));
    expect(() => measureFirstLoad(dist)).toThrow(/build the SPA first/);
  });
});
