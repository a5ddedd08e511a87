// The service as `serverless package --stage prod` leaves it: the CloudFormation templates, serverless-state.json
// (each function's handler, events and artifact) and, until removed, each function's zip. Read by the packaging
// test and by the deployed-start test; either reuses the test command's dry run (DEPLOY_PACKAGE_DIR) or packages
// the service itself.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/** Packages the service into a temporary directory, hands it to `use`, and removes everything afterwards. */
export async function withPackagedService<T>(
  extraRoutes: number,
  use: (packaged: Packaged) => Promise<T> | T,
): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'sls-package-'));
  // serverless-esbuild copies each function into a temporary directory to zip it and leaves it there.
  const scratch = mkdtempSync(join(tmpdir(), 'sls-package-tmp-'));
  try {
    await packageInto(dir, scratch, extraRoutes);
    return await use(readTemplates(dir));
  } finally {
    // Each package is about 400 MB of zipped functions, and as much again of copies: never leave them behind.
    rmSync(dir, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The packaged templates and functions (without the zips, which are removed with the directory). */
export const packageService = (extraRoutes: number) => withPackagedService(extraRoutes, (p) => p);

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

async function packageInto(dir: string, scratch: string, extraRoutes: number): Promise<void> {
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
      },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}
