// Every secret-looking variable of serverless.yml's environment is in the one list of secrets
// (infra/serverless/secrets.cjs): a deployed stage strips those and reads them at run time, so a new secret
// added only as `NAME: ${env:NAME, ''}` would otherwise land in the template as plain text.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SECRETS } from '../../infra/serverless/secrets.cjs';

const SECRET_LOOKING = /SECRET|PASSWORD|API_KEY|TOKEN|PRIVATE|CREDENTIAL|DATABASE_URL/;

describe('the one list of secrets', () => {
  it('holds every secret-looking variable of the functions’ environment', () => {
    const yml = parse(readFileSync(join(__dirname, '..', '..', 'serverless.yml'), 'utf8')) as {
      provider: { environment: Record<string, string> };
    };
    const known = new Set(SECRETS.map((s) => s.name));
    const unlisted = Object.keys(yml.provider.environment).filter(
      (name) => SECRET_LOOKING.test(name) && !known.has(name),
    );
    // Each: add { name, description } to infra/serverless/secrets.cjs (docs/operations/secrets.md).
    expect(unlisted).toEqual([]);
  });

  it('names each secret once, in capitals', () => {
    const names = SECRETS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
