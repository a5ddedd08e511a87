import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  gatewayFor,
  openProviderConnection,
  openWebhookSecret,
  ProviderNotConnectedError,
  sealProviderCredentials,
} from './index';
import {
  deliveryReportsWebhookUrl,
  generateWebhookSecret,
  inboundWebhookUrl,
  verifyWebhook,
} from './webhook-secret';

const key = randomBytes(32).toString('base64');
const query = (secret?: string) => ({ queryStringParameters: secret === undefined ? {} : { secret } });

describe('verifyWebhook', () => {
  const connection = { webhookSecret: 'the-right-secret' };

  it('accepts the provider’s own secret', () => {
    expect(verifyWebhook(connection, query('the-right-secret'))).toBe(true);
  });

  it('refuses a wrong, shorter, longer, empty or missing secret', () => {
    for (const wrong of ['the-wrong-secret', 'the-right', 'the-right-secret!', '', undefined])
      expect(verifyWebhook(connection, query(wrong))).toBe(false);
    expect(verifyWebhook(connection, {})).toBe(false);
    expect(verifyWebhook(connection, { queryStringParameters: null })).toBe(false);
  });

  it('refuses everything for an unknown provider or one without a secret', () => {
    expect(verifyWebhook(null, query('the-right-secret'))).toBe(false);
    expect(verifyWebhook({ webhookSecret: null }, query(''))).toBe(false);
    expect(verifyWebhook({ webhookSecret: '' }, query(''))).toBe(false);
  });
});

describe('webhook URLs', () => {
  it('carry the secret in the query, as BulkSMS’s documentation advises', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(deliveryReportsWebhookUrl('https://app.test/api/', 12, 'a/b+c')).toBe(
      'https://app.test/api/webhooks/sms/12/delivery-reports?secret=a%2Fb%2Bc',
    );
    expect(inboundWebhookUrl('https://app.test/api', 12, 's')).toBe(
      'https://app.test/api/webhooks/sms/12/inbound?secret=s',
    );
  });
});

describe('provider connections', () => {
  const sealed = sealProviderCredentials({ username: 'TOKEN-ID', password: 'TOKEN-SECRET' }, 'hook', key);
  const row = { id: 3, type: 'BulkSms' as const, base_url: 'http://127.0.0.1:4720/v1', ...sealed };

  it('seals the credentials and secret, and opens them again with the same key', () => {
    expect(sealed.credentials.toString('utf8')).not.toContain('TOKEN-SECRET');
    expect(openProviderConnection(row, key)).toEqual({
      id: 3,
      type: 'BulkSms',
      baseUrl: 'http://127.0.0.1:4720/v1',
      credentials: { username: 'TOKEN-ID', password: 'TOKEN-SECRET' },
      webhookSecret: 'hook',
    });
    expect(gatewayFor(openProviderConnection(row, key)).send).toBeTypeOf('function');
  });

  it('refuses another key, a row without credentials, and empty credentials', () => {
    expect(() => openProviderConnection(row, randomBytes(32).toString('base64'))).toThrow();
    expect(() => openProviderConnection({ ...row, credentials: null }, key)).toThrow(
      ProviderNotConnectedError,
    );
    expect(openWebhookSecret({ webhook_secret: null }, key)).toBeNull();
    expect(() => sealProviderCredentials({ username: '', password: 'x' }, 'hook', key)).toThrow();
  });
});
