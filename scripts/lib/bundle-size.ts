// The SPA's first load: the JavaScript the browser fetches for index.html before any route chunk (the entry
// script and every chunk it imports statically, which Vite also lists as modulepreload links), gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json, written with build.manifest). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks this one imports statically. */
  imports?: string[];
  /** Keys of the chunks this one imports with import(). */
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** gzip level 9: about what a CDN's on-the-fly compression reaches (CloudFront compresses with gzip or Brotli). */
export const GZIP_LEVEL = 9;

/** The budget of the first load's gzipped JavaScript, in kB (1000 bytes, as Vite reports sizes). */
export const FIRST_LOAD_BUDGET_KB = 300;

/**
 * The files the entry loads before any route chunk, the entry's first: its chunk and, transitively, every
 * chunk it imports statically (never what it imports with import()), with their CSS.
 */
export function firstLoadFiles(manifest: Manifest, entryKey: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return { js, css: [...css] };
}

/** The manifest key of the entry chunk that index.html loads. */
export function entryKeyOf(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const html = entries.find((key) => key === 'index.html' || key.endsWith('/index.html'));
  if (html) return html;
  if (entries.length === 1) return entries[0]!;
  throw new Error(`expected the manifest to have index.html's entry, found ${entries.join(', ') || 'none'}`);
}

/** The scripts (module scripts and modulepreload links) and stylesheets index.html names, as dist paths. */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string): string | undefined =>
    new RegExp(`\\s${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const local = (href: string | undefined): href is string => !!href && !/^[a-z]+:|^\/\//i.test(href);
  const strip = (href: string): string => href.replace(/^\.?\//, '');
  const js: string[] = [];
  const css: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    if (/^<script/i.test(tag)) {
      const src = attr(tag, 'src');
      if (local(src)) js.push(strip(src));
      continue;
    }
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!local(href)) continue;
    if (rel === 'modulepreload') js.push(strip(href));
    if (rel === 'stylesheet') css.push(strip(href));
  }
  return { js, css };
}

export interface FileSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export function sizeOf(dist: string, file: string): FileSize {
  const content = readFileSync(join(dist, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: GZIP_LEVEL }).length };
}

export interface FirstLoadReport {
  /** The first load's JavaScript, largest first. */
  js: FileSize[];
  css: FileSize[];
  jsGzipBytes: number;
  /** The chunks loaded on demand (routes, dialogs), largest first. */
  lazy: FileSize[];
  /** Scripts index.html loads that the manifest's static imports do not explain (counted in the total). */
  htmlOnly: string[];
}

/** Measures a Vite build in `dist` (built with build.manifest). */
export function measureFirstLoad(dist: string): FirstLoadReport {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: build the SPA first (npm --prefix frontend run build)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const fromManifest = firstLoadFiles(manifest, entryKeyOf(manifest));
  const fromHtml = htmlAssets(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!fromHtml.js.includes(fromManifest.js[0]!))
    throw new Error(`index.html does not load the manifest's entry ${fromManifest.js[0]}`);
  // What the browser fetches is what index.html names plus what those import: count both.
  const htmlOnly = fromHtml.js.filter((file) => !fromManifest.js.includes(file));
  const jsFiles = [...fromManifest.js, ...htmlOnly];
  const cssFiles = [...new Set([...fromManifest.css, ...fromHtml.css])];
  const bySize = (a: FileSize, b: FileSize): number => b.gzipBytes - a.gzipBytes;
  const js = jsFiles.map((file) => sizeOf(dist, file)).sort(bySize);
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
    .filter((file) => file.endsWith('.js') && !jsFiles.includes(file))
    .map((file) => sizeOf(dist, file))
    .sort(bySize);
  return {
    js,
    css: cssFiles.map((file) => sizeOf(dist, file)).sort(bySize),
    jsGzipBytes: js.reduce((sum, f) => sum + f.gzipBytes, 0),
    lazy,
    htmlOnly,
  };
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
