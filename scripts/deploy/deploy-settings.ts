// What a first deploy must be given besides the secrets (which it checks in SSM): the stage's public addresses,
// the certificate that covers them, and the address the platform's own e-mail comes from. Without them a deployed
// stage would answer under the defaults meant for the local stack (http://localhost:8080 in every e-mailed link,
// landing pages on no origin of their own, sign-up e-mail from pulsar.test, which SES refuses), so the deploy
// command refuses to start instead, naming what is missing (docs/operations/deploying.md, "Values a first deploy sets").
export interface DeploySetting {
  name: string;
  description: string;
  valid: (value: string) => boolean;
}

const host = (value: string) =>
  /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(value);

export const DEPLOY_SETTINGS: DeploySetting[] = [
  {
    name: 'APP_DOMAIN',
    description: 'the SPA and API host name, e.g. app.example.com',
    valid: host,
  },
  {
    name: 'PAGES_DOMAIN',
    description:
      "the landing pages' own host name (never the app's: no cookie may be shared), e.g. pages.example.com",
    valid: host,
  },
  {
    name: 'CDN_CERTIFICATE_ARN',
    description: 'an ACM certificate in us-east-1 covering those host names (CloudFront requires us-east-1)',
    valid: (v) => /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/.test(v),
  },
  {
    name: 'EMAIL_FROM',
    description:
      "the platform's own sender, e.g. 'Pulsar <no-reply@example.com>': its domain must be a verified SES identity of the account",
    valid: (v) => {
      const address = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(v)?.[1] ?? v.trim();
      const domain = address.split('@')[1] ?? '';
      return host(domain) && !/\.(test|invalid|localhost)$/i.test(domain);
    },
  },
];

/** The settings missing from (or invalid in) `env`, each as a line naming it and what it is. */
export function missingDeploySettings(env: NodeJS.ProcessEnv): string[] {
  return DEPLOY_SETTINGS.filter((s) => !s.valid((env[s.name] ?? '').trim())).map(
    (s) => `${s.name}: ${s.description}`,
  );
}
