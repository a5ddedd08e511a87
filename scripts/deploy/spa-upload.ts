// What the deploy command uploads to the SPA bucket, with which headers.
import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export interface UploadItem {
  key: string;
  file: string;
  cacheControl: string;
  contentType: string;
}

/**
 * What the SPA upload puts where: hashed files under assets/ cached for a year (immutable), index.html never
 * cached without revalidation (`no-cache`) and uploaded last, so a new index never points at missing assets;
 * other top-level files (icons, robots.txt) for an hour. Source maps are not published.
 */
export function spaUploadPlan(dist: string): UploadItem[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dist);
  const plan = files
    .map((file) => relative(dist, file).split('\\').join('/'))
    .filter((key) => !key.endsWith('.map'))
    .map((key) => ({
      key,
      file: join(dist, key),
      cacheControl: key.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : key === 'index.html'
          ? 'no-cache'
          : 'public, max-age=3600',
      contentType: CONTENT_TYPES[extname(key)] ?? 'application/octet-stream',
    }));
  return [...plan.filter((i) => i.key !== 'index.html'), ...plan.filter((i) => i.key === 'index.html')];
}
