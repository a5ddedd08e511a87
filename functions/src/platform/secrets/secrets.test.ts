import type { GetParametersCommand } from '@aws-sdk/client-ssm';
import { afterEach, describe, expect, it } from 'vitest';
import { config } from '../config';
import { loadSecrets, parseSecretParameters, resetSecretsForTests, secret } from './secrets';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetSecretsForTests();
});

function fakeStore(values: Record<string, string>) {
  const calls: string[][] = [];
  return {
    calls,
    send: (command: GetParametersCommand) => {
      const names = command.input.Names ?? [];
      calls.push(names);
      return Promise.resolve({
        Parameters: names.filter((n) => n in values).map((n) => ({ Name: n, Value: values[n] })),
        InvalidParameters: names.filter((n) => !(n in values)),
      });
    },
  };
}

describe('secrets at run time', () => {
  it('locally (no SECRET_PARAMETERS) answers the environment and calls nothing', async () => {
    delete process.env.SECRET_PARAMETERS;
    process.env.SECRET_BOX_KEY = 'from-env';
    const store = fakeStore({});
    resetSecretsForTests(store);
    await loadSecrets();
    expect(store.calls).toEqual([]);
    expect(secret('SECRET_BOX_KEY')).toBe('from-env');
    expect(config.secretBoxKey).toBe('from-env');
  });

  it('deployed, reads each parameter once per container, decrypted, ten names per call', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `S_${i}`);
    process.env.SECRET_PARAMETERS = names.map((n) => `/sms-platform/prod/${n}`).join(',');
    process.env.S_0 = 'plain env value is ignored';
    const store = fakeStore(Object.fromEntries(names.map((n) => [`/sms-platform/prod/${n}`, `value-${n}`])));
    resetSecretsForTests(store);
    await Promise.all([loadSecrets(), loadSecrets()]);
    await loadSecrets();
    expect(store.calls.map((c) => c.length)).toEqual([10, 2]);
    expect(secret('S_0')).toBe('value-S_0');
    expect(secret('S_11')).toBe('value-S_11');
  });

  it('feeds the config getters (database URL, secret-box key, CDN secret)', async () => {
    process.env.SECRET_PARAMETERS =
      '/p/DATABASE_URL,/p/SECRET_BOX_KEY,/aws/reference/secretsmanager/sms-platform-prod/CDN_ORIGIN_SECRET';
    delete process.env.DATABASE_URL;
    resetSecretsForTests(
      fakeStore({
        '/p/DATABASE_URL': 'mysql://u:p@db:3306/x',
        '/p/SECRET_BOX_KEY': 'k',
        '/aws/reference/secretsmanager/sms-platform-prod/CDN_ORIGIN_SECRET': 'edge',
      }),
    );
    expect(() => config.databaseUrl).toThrow(/DATABASE_URL/);
    await loadSecrets();
    expect(config.databaseUrl).toBe('mysql://u:p@db:3306/x');
    expect(config.secretBoxKey).toBe('k');
    expect(config.cdnOriginSecret).toBe('edge');
  });

  it('fails loudly on a missing parameter, and tries again on the next invocation', async () => {
    process.env.SECRET_PARAMETERS = '/p/A,/p/B';
    const values: Record<string, string> = { '/p/A': 'a' };
    resetSecretsForTests(fakeStore(values));
    await expect(loadSecrets()).rejects.toThrow('/p/B');
    values['/p/B'] = 'b';
    await loadSecrets();
    expect(secret('B')).toBe('b');
  });

  it('refuses a malformed SECRET_PARAMETERS', () => {
    expect(() => parseSecretParameters('/p/A,B')).toThrow(/parameter name/);
    expect(() => parseSecretParameters('/p/lower')).toThrow(/parameter name/);
    expect(parseSecretParameters(' /p/A , ')).toEqual([{ name: 'A', parameter: '/p/A' }]);
  });
});
