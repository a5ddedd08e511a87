// The HTTP routes declared in the per-area functions.yml files, read the way serverless reads them, with the
// source file of each route's handler (so a test can see what the route declares, such as its access).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

interface FunctionDef {
  handler?: string;
  events?: { httpApi?: { method: string; path: string } }[];
}

export interface DeclaredRoute {
  method: string;
  path: string;
  /** The handler's source file, relative to the repository (functions/src/…/x.ts). */
  handlerFile: string;
}

export function declaredRoutes(): DeclaredRoute[] {
  const src = join(process.cwd(), 'functions', 'src');
  return readdirSync(src, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        return [readFileSync(join(src, d.name, 'functions.yml'), 'utf8')];
      } catch {
        return [];
      }
    })
    .flatMap((text) => Object.values(parse(text) as Record<string, FunctionDef>))
    .flatMap((fn) =>
      (fn.events ?? []).flatMap((e) =>
        e.httpApi ? [{ ...e.httpApi, handlerFile: `${(fn.handler ?? '').replace(/\.[^./]+$/, '')}.ts` }] : [],
      ),
    );
}

/** The partner routes: those whose handler declares access 'apiKey'. */
export const partnerRoutes = (): DeclaredRoute[] =>
  declaredRoutes().filter((route) =>
    /access:\s*'apiKey'/.test(readFileSync(join(process.cwd(), route.handlerFile), 'utf8')),
  );
