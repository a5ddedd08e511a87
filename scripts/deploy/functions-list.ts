// Every function of serverless.yml with its handler and events, read the way serverless reads them: the
// per-area functions.yml files listed under `functions:`, then the generated workers and schedules. Offline
// (no serverless run): the IAM unit test uses it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import workers from '../../infra/serverless/workers.cjs';

export interface FunctionDefinition {
  handler: string;
  events?: Record<string, unknown>[];
}

export function serviceFunctions(root: string): Record<string, FunctionDefinition> {
  const text = readFileSync(join(root, 'serverless.yml'), 'utf8');
  const files = [...text.matchAll(/\$\{file\(\.\/(functions\/src\/[^)]+\/functions\.yml)\)\}/g)].map(
    (m) => m[1]!,
  );
  const out: Record<string, FunctionDefinition> = {};
  for (const file of files)
    Object.assign(out, parse(readFileSync(join(root, file), 'utf8')) as Record<string, FunctionDefinition>);
  Object.assign(out, (workers as () => Record<string, FunctionDefinition>)());
  return out;
}
