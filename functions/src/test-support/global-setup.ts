// Integration tests run against the test stack; fail at once, clearly, when it is not up.
export default async function globalSetup(): Promise<void> {
  const api = `http://127.0.0.1:${process.env.API_PORT ?? ''}/api/settings/public`;
  if (!process.env.DATABASE_URL || !process.env.API_PORT) {
    throw new Error(
      'Integration tests need the test stack: run them with `bash scripts/test.sh` (or source infra/env/test.env and start it).',
    );
  }
  const headers = { 'x-origin-verify': process.env.CDN_ORIGIN_SECRET ?? '' };
  const res = await fetch(api, { headers }).catch(() => null);
  if (!res?.ok)
    throw new Error(`The test API does not answer at ${api}; start the stack with bash scripts/test.sh`);
}
