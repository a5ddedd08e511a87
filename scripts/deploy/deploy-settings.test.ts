import { describe, expect, it } from 'vitest';
import { missingDeploySettings } from './deploy-settings';

const complete = {
  APP_DOMAIN: 'app.pulsar.co.za',
  PAGES_DOMAIN: 'pages.pulsar.co.za',
  CDN_CERTIFICATE_ARN: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  EMAIL_FROM: 'Pulsar <no-reply@pulsar.co.za>',
};

describe('the values a first deploy must be given', () => {
  it('are all there: nothing missing', () => {
    expect(missingDeploySettings(complete)).toEqual([]);
  });

  it('names each one that is missing, with what it is', () => {
    const missing = missingDeploySettings({});
    expect(missing.map((m) => m.split(':')[0])).toEqual([
      'APP_DOMAIN',
      'PAGES_DOMAIN',
      'CDN_CERTIFICATE_ARN',
      'EMAIL_FROM',
    ]);
    expect(missing[3]).toContain('verified SES identity');
  });

  it('refuses the local defaults and malformed values', () => {
    const bad = {
      ...complete,
      APP_DOMAIN: 'localhost:8080',
      CDN_CERTIFICATE_ARN:
        'arn:aws:acm:af-south-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      EMAIL_FROM: 'Pulsar Messaging <no-reply@pulsar.test>',
    };
    expect(missingDeploySettings(bad).map((m) => m.split(':')[0])).toEqual([
      'APP_DOMAIN',
      'CDN_CERTIFICATE_ARN',
      'EMAIL_FROM',
    ]);
  });
});
