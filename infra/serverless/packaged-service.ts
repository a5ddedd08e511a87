// The service as `serverless package --stage prod` leaves it: the CloudFormation templates, serverless-state.json
// (each function's handler, events and artifact) and, until removed, each function's zip. Read by the packaging
// test and by the deployed-start test; either reuses the test command's dry run (DEPLOY_PACKAGE_DIR) or packages
// the service itself.
import { execFile } from 'node:child_process';
import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';

export type Resource = { Type: string; Properties?: Record<string, unknown>; DependsOn?: unknown };
export type Template = { Resources: Record<string, Resource> };
export interface PackagedFunction {
  name?: string;
  handler: string;
  events?: { httpApi?: { method: string; path: string }; sqs?: unknown; schedule?: unknown }[];
  runtime?: string;
  environment?: Record<string, unknown>;
  package?: { artifact?: string };
}
export interface Packaged {
  dir: string;
  templates: Record<string, Template>;
  functions: Record<string, PackagedFunction>;
  provider: { environment?: Record<string, unknown>; region?: string };
}

/**
 * Packages the service into a temporary directory, hands it to `use`, and removes everything afterwards.
 * `bundlesFrom`: a packaging run of the same code that kept its zips (the test command's dry run). Its bundles
 * are reused (serverless-esbuild's skipBuild; each extra route gets a copy of one of them), so only the
 * CloudFormation is generated again: the stack split, roles and routes are what this run checks, and bundling
 * 300 functions again would take minutes.
 */
export async function withPackagedService<T>(
  extraRoutes: number,
  use: (packaged: Packaged) => Promise<T> | T,
  bundlesFrom?: string,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'sls-package-'));
  // serverless-esbuild copies each function into a temporary directory to zip it and leaves it there.
  const scratch = mkdtempSync(join(tmpdir(), 'sls-package-tmp-'));
  try {
    const reuse = bundlesFrom !== undefined && reuseBundles(bundlesFrom, dir, extraRoutes);
    await packageInto(dir, scratch, extraRoutes, reuse);
    return await use(readTemplates(dir));
  } finally {
    // Each package is about 400 MB of zipped functions, and as much again of copies: never leave them behind.
    rmSync(dir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The packaged templates and functions (without the zips, which are removed with the directory). */
export const packageService = (extraRoutes: number, bundlesFrom?: string) =>
  withPackagedService(extraRoutes, (p) => p, bundlesFrom);

/**
 * Links every function's zip from an earlier packaging run into `dir` (where skipBuild looks for them), and one
 * of them under each extra route's name. False when that run kept no zips (then this run bundles as usual).
 */
function reuseBundles(from: string, dir: string, extraRoutes: number): boolean {
  const { functions } = readTemplates(from);
  const zips = Object.keys(functions).map((name) => join(from, `${name}.zip`));
  const [any] = zips;
  if (any === undefined || !zips.every((zip) => existsSync(zip))) return false;
  for (const zip of zips) linkSync(zip, join(dir, basename(zip)));
  for (let i = 1; i <= extraRoutes; i += 1) linkSync(any, join(dir, `scaleCheck${i}.zip`));
  return true;
}

/** The templates a packaging run left in `dir` (the test command's deploy dry run, or a test's own run). */
export function readTemplates(dir: string): Packaged {
  const templates: Record<string, Template> = {};
  for (const file of readdirSync(dir).filter((f) =>
    /^cloudformation-template-(update-stack|.*nested-stack)\.json$/.test(f),
  )) {
    templates[file] = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Template;
  }
  const state = JSON.parse(readFileSync(join(dir, 'serverless-state.json'), 'utf8')) as {
    service: { functions: Packaged['functions']; provider: Packaged['provider'] };
  };
  return { dir, templates, functions: state.service.functions, provider: state.service.provider };
}

async function packageInto(dir: string, scratch: string, extraRoutes: number, reuse: boolean): Promise<void> {
  await promisify(execFile)(
    'node_modules/.bin/serverless',
    ['package', '--stage', 'prod', '--package', dir],
    {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TMPDIR: scratch,
        AWS_ACCESS_KEY_ID: 'offline',
        AWS_SECRET_ACCESS_KEY: 'offline',
        PACKAGE_OFFLINE: 'true',
        // As a deploy has it (scripts/deploy/deploy.ts): the SES events topic subscribes this API.
        API_HOST: 'https://app.example.com/api',
        SCALE_CHECK_ROUTES: String(extraRoutes),
        ESBUILD_WORK_FOLDER: `.esbuild/package-${extraRoutes}`,
        ...(reuse ? { ESBUILD_SKIP_BUILD: 'true' } : {}),
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}
