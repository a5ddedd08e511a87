// Checks relative links and #anchors in Markdown files: the linked file (or folder) exists and, for a
// Markdown target, the anchor is one of its headings' slugs as GitHub makes them. External links
// (http:, https:, mailto:) are not checked: the check runs offline.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface Link {
  line: number;
  target: string;
}

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  reason: string;
}

/** The lines outside fenced code blocks (``` or ~~~), with their 1-based numbers. */
function proseLines(markdown: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let fence: string | undefined;
  markdown.split('\n').forEach((text, i) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence) out.push({ text, line: i + 1 });
  });
  return out;
}

/** GitHub's heading anchor: the rendered text, lower-cased, punctuation dropped, spaces to hyphens. */
export function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .trim()
    .toLowerCase();
  return rendered.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** Every anchor a Markdown file has: its headings' slugs (repeats get -1, -2 …) and explicit ids/names. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+\s*)?$/.exec(text)?.[1];
    if (heading !== undefined) {
      const slug = githubSlug(heading);
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      anchors.add(n ? `${slug}-${n}` : slug);
    }
    for (const m of text.matchAll(/<a\s[^>]*(?:name|id)="([^"]+)"/g)) anchors.add(m[1]!);
  }
  return anchors;
}

/** The link targets of a Markdown file (inline links, images and reference definitions), outside code. */
export function linksOf(markdown: string): Link[] {
  const links: Link[] = [];
  for (const { text, line } of proseLines(markdown)) {
    const prose = text.replace(/(`+)[^`]*?\1/g, (code) => ' '.repeat(code.length)); // inline code
    for (const m of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+["'(][^)]*)?\)/g))
      links.push({ line, target: m[1]!.replace(/^<|>$/g, '') });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (definition) links.push({ line, target: definition[1]! });
  }
  return links;
}

const isExternal = (target: string): boolean =>
  /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The broken relative links of the given Markdown files (paths relative to root). */
export function checkLinks(root: string, files: string[]): BrokenLink[] {
  const anchorCache = new Map<string, Set<string>>();
  const anchorsIn = (path: string): Set<string> => {
    let anchors = anchorCache.get(path);
    if (!anchors) anchorCache.set(path, (anchors = anchorsOf(readFileSync(path, 'utf8'))));
    return anchors;
  };
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const source = resolve(root, file);
    for (const { line, target } of linksOf(readFileSync(source, 'utf8'))) {
      if (!target || isExternal(target)) continue;
      const hashAt = target.indexOf('#');
      const pathPart = decodeURI(hashAt >= 0 ? target.slice(0, hashAt) : target).split('?')[0]!;
      const anchor = hashAt >= 0 ? decodeURIComponent(target.slice(hashAt + 1)) : '';
      const path = pathPart
        ? pathPart.startsWith('/')
          ? join(root, pathPart)
          : resolve(dirname(source), pathPart)
        : source;
      const report = (reason: string) => broken.push({ file, line, target, reason });
      if (!existsSync(path)) {
        report(`${relative(root, path) || path} does not exist`);
        continue;
      }
      if (!anchor || statSync(path).isDirectory() || !path.endsWith('.md')) continue;
      if (!anchorsIn(path).has(anchor)) report(`no heading "#${anchor}" in ${relative(root, path)}`);
    }
  }
  return broken;
}
