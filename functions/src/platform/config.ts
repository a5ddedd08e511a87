// Runtime configuration, read from the environment once per container.
//
// Secrets (the names in infra/serverless/secrets.cjs) are read through secret() instead of process.env: locally
// it answers the environment variable (infra/env/*.env), deployed the value loaded at run time from SSM Parameter
// Store / Secrets Manager (platform/secrets). A new secret: one entry in secrets.cjs, the areas that read it in
// infra/serverless/iam.cjs, and a getter here using requiredSecret() or secret().
import { secret } from './secrets/secrets';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

function requiredSecret(name: string): string {
  const value = secret(name);
  if (!value) throw new Error(`Secret ${name} is not set`);
  return value;
}

/** A number from the environment; unset or empty (serverless.yml passes '' for unset) gives the fallback. */
function numberFrom(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`Environment variable ${name} must be a number`);
  return parsed;
}

function cidrList(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((cidr) => cidr.trim())
    .filter(Boolean);
}

/** Svix's: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
const DEFAULT_WEBHOOK_SCHEDULE = '0,5,300,1800,7200,18000,36000,36000';

function flag(name: string, fallback: boolean): boolean {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  return value === 'true' || value === '1';
}

/** Everything the functions read from their environment. */
export const config = {
  /** Secret: holds the database password. */
  get databaseUrl() {
    return requiredSecret('DATABASE_URL');
  },
  get resourcePrefix() {
    return required('RESOURCE_PREFIX');
  },
  get appBaseUrl() {
    return process.env.APP_BASE_URL ?? 'http://localhost:8080';
  },
  get apiHost() {
    return process.env.API_HOST ?? `${this.appBaseUrl}/api`;
  },
  get smsShortUrlHost() {
    return process.env.SMS_SHORT_URL_HOST ?? `${this.appBaseUrl}/s`;
  },
  /** The company's details in the footer, the titles and the legal pages (spec 3 §2.2); empty: the defaults. */
  get corporate() {
    const value = (name: string, fallback: string) => process.env[name] || fallback;
    return {
      companyName: value('COMPANY_NAME', 'Pulsar Messaging'),
      corporateName: value('CORPORATE_NAME', 'Pulsar Messaging (Pty) Ltd'),
      corporateUrl: value('CORPORATE_URL', 'https://pulsar.test'),
      supportEmail: value('SUPPORT_EMAIL', 'support@pulsar.test'),
      registrationNumber: value('CORPORATE_REGISTRATION_NUMBER', '2019/123456/07'),
      vatNumber: value('CORPORATE_VAT_NUMBER', '4123456789'),
    };
  },
  /** Crisp's website id for the chat popup (routes flagged showChatbot); empty: no chat, nothing calls out. */
  get chatWebsiteId() {
    return process.env.CHAT_CRISP_WEBSITE_ID ?? '';
  },
  /** The Crisp chatbox loader the SPA injects (its official client's default). */
  get chatClientUrl() {
    return process.env.CHAT_CRISP_CLIENT_URL || 'https://client.crisp.chat/l.js';
  },
  /** The landing pages' parent origin (another host than the SPA's); each account's pages are on {label}.{its host} (public-pages/pages-origin.ts). */
  get pagesBaseUrl() {
    return (process.env.PAGES_BASE_URL || 'http://pages.localhost:8081').replace(/\/+$/, '');
  },
  get emailFrom() {
    return process.env.EMAIL_FROM ?? 'Pulsar Messaging <no-reply@pulsar.test>';
  },
  get cookieSecure() {
    return flag('COOKIE_SECURE', true);
  },
  get releaseVersion() {
    return process.env.RELEASE_VERSION ?? '0.0.0';
  },
  get developmentVersion() {
    return flag('DEVELOPMENT_VERSION', false);
  },
  /**
   * Xero (invoices, spec 3 §2.11): a custom connection's client id and secret (client-credentials grant),
   * optionally a tenant id (a custom connection has one organisation: empty is fine). The API and identity
   * base URLs default to Xero's; locally they point at the Xero stand-in (scripts/local/xero-stand-in/).
   */
  get xero() {
    return {
      clientId: process.env.XERO_CLIENT_ID ?? '',
      clientSecret: secret('XERO_CLIENT_SECRET') ?? '',
      tenantId: process.env.XERO_TENANT_ID ?? '',
      apiUrl: (process.env.XERO_API_URL || 'https://api.xero.com/api.xro/2.0').replace(/\/+$/, ''),
      identityUrl: (process.env.XERO_IDENTITY_URL || 'https://identity.xero.com').replace(/\/+$/, ''),
      scopes: process.env.XERO_SCOPES || 'accounting.transactions accounting.contacts.read',
      /** The sales account and tax type of the invoice lines, and the VAT rate they are charged at. */
      accountCode: process.env.XERO_ACCOUNT_CODE || '200',
      taxType: process.env.XERO_TAX_TYPE || 'OUTPUT',
      taxRatePercent: numberFrom('XERO_TAX_RATE_PERCENT', 15),
    };
  },
  /** 32-byte key (base64) that encrypts secrets at rest, such as users' MySQL passwords. */
  get secretBoxKey() {
    return requiredSecret('SECRET_BOX_KEY');
  },
  /**
   * Private, loopback or link-local ranges that users' MySQL hosts may still resolve to (CIDRs, comma
   * separated). Empty in production: such hosts are refused. Local development allows its own MariaDB.
   */
  /**
   * Shared with the CDN, which sends it in X-Origin-Verify: only requests carrying it may state the
   * viewer's address (CloudFront-Viewer-Address). Empty: no request may; the source address is used.
   */
  get cdnOriginSecret() {
    return secret('CDN_ORIGIN_SECRET') ?? '';
  },
  /**
   * Deployed stages (ORIGIN_VERIFY_REQUIRED=true, set at packaging time): the API answers only requests that
   * carry the CDN's secret, so nothing bypasses the CDN's headers, logs and caching. Off locally and in tests.
   */
  get originVerifyRequired() {
    return flag('ORIGIN_VERIFY_REQUIRED', false);
  },
  get mysqlSourceAllowedCidrs() {
    return cidrList('MYSQL_SOURCE_ALLOWED_CIDRS');
  },
  /**
   * Ranges that campaigns' callback URLs may still resolve to although they are not public (CIDRs, comma
   * separated). Empty in production: such URLs are refused. Local development and tests allow 127.0.0.0/8.
   */
  get webhookAllowedCidrs() {
    return cidrList('WEBHOOK_ALLOWED_CIDRS');
  },
  /** How long one callback attempt may take, connection to last response byte read. */
  get webhookTimeoutMs() {
    return numberFrom('WEBHOOK_TIMEOUT_MS', 10_000);
  },
  /**
   * Seconds before each callback attempt: the first is the delay of the first attempt, then one per retry;
   * after the last attempt fails the call is given up. Svix's schedule by default.
   */
  get webhookRetryScheduleSeconds(): number[] {
    const text = process.env.WEBHOOK_RETRY_SCHEDULE_SECONDS?.trim() || DEFAULT_WEBHOOK_SCHEDULE;
    const schedule = text.split(',').map((v) => Number(v.trim()));
    if (!schedule.length || schedule.some((v) => !Number.isFinite(v) || v < 0))
      throw new Error('WEBHOOK_RETRY_SCHEDULE_SECONDS must be seconds separated by commas');
    return schedule;
  },
  /** How long a job run's lease lasts without renewal (the running worker renews it while it makes progress). */
  get jobLeaseSeconds() {
    return Number(process.env.JOB_LEASE_SECONDS ?? 60);
  },
  /** After how long a Queued job whose message no worker took is sent again. */
  get jobRequeueAfterSeconds() {
    return Number(process.env.JOB_REQUEUE_AFTER_SECONDS ?? 300);
  },
  /** How long a send attempt holds its message; a worker that dies mid-send frees it after this. */
  get sendLeaseSeconds() {
    return numberFrom('SEND_LEASE_SECONDS', 45);
  },
  /** The first retry's delay after a provider failure; each next retry doubles it (with jitter), up to 5 minutes. */
  get sendRetryBaseMs() {
    return numberFrom('SEND_RETRY_BASE_MS', 2000);
  },
  /** Attempts before a message ends Failed (across the campaign's providers). */
  get sendMaxAttempts() {
    return numberFrom('SEND_MAX_ATTEMPTS', 8);
  },
  /**
   * How long a function instance trusts what it read about a partner's API key (its account, limit and
   * country; an unknown key too). A revoked or disabled key is refused by every instance within this time.
   */
  get partnerKeyCacheSeconds() {
    return Math.min(numberFrom('PARTNER_KEY_CACHE_SECONDS', 5), 30);
  },
  /**
   * How long one function instance holds a transactional campaign's content for partner sends (its active
   * messages, click URL, country and the account's custom fields). What decides whether to send (the
   * campaign's status, archived flag and type, the recipient's opt-out and DMA rows) is read on every send, so
   * a Dormant campaign refuses at once; a message edited in the editor reaches partner sends within this time.
   */
  get sendContentCacheSeconds() {
    return Math.min(numberFrom('SEND_CONTENT_CACHE_SECONDS', 5), 30);
  },
  /**
   * The send relay (sending/send-relay.ts): how long one scheduled run keeps relaying (deployed: a little over
   * its one-minute schedule, so consecutive runs overlap and the queue hand-off never pauses) and how often
   * it looks for accepted messages when there are none.
   */
  get sendRelayRunSeconds() {
    return Math.min(numberFrom('SEND_RELAY_RUN_SECONDS', 65), 80);
  },
  get sendRelayPollMs() {
    return Math.max(numberFrom('SEND_RELAY_POLL_MS', 50), 10);
  },
  /** After how long an accepted message that never reached the send queue is queued by the sweep. */
  get sendRequeueAfterSeconds() {
    return numberFrom('SEND_REQUEUE_AFTER_SECONDS', 60);
  },
  /**
   * The slowest pace at which a scheduled campaign's segment is sent, in messages a minute: the drain
   * spreads a segment evenly over what is left of its window, and this floor sends a small segment sooner
   * (0: spread evenly however small; the providers' rate always caps it).
   */
  get segmentMinMessagesPerMinute() {
    return numberFrom('SEGMENT_MIN_MESSAGES_PER_MINUTE', 0);
  },
  /** A message that could not be sent within this many hours (e.g. a provider throttling all along) ends Failed. */
  get sendGiveUpAfterHours() {
    return numberFrom('SEND_GIVE_UP_AFTER_HOURS', 24);
  },
  /**
   * How long the inbound webhook keeps an account's custom keywords before reading them again; the keyword
   * dialogs promise edits take effect within 5 minutes, so this stays well under 300.
   */
  /** E-mail campaigns: sends a second the drain releases to SES (SES's account quota; default 14, SES's first production rate). */
  get emailSendRatePerSecond() {
    return Math.max(1, numberFrom('EMAIL_SEND_RATE_PER_SECOND', 14));
  },
  /** The SES configuration set campaign e-mail is sent with (its event destination publishes bounces and complaints to SNS). */
  get sesConfigurationSet() {
    return process.env.SES_CONFIGURATION_SET ?? '';
  },
  /**
   * URL prefixes an SNS message's SigningCertURL may have besides AWS's own (https://sns.<region>.amazonaws.com/):
   * empty in production; locally the SES stand-in's certificate.
   */
  get snsExtraCertUrlPrefixes() {
    return cidrList('SNS_EXTRA_CERT_URL_PREFIXES');
  },
  /**
   * SNS topics whose SES events are accepted (comma separated ARNs). Deployed stages get the topic their deploy
   * creates (infra/serverless/ses-events.cjs); empty in a deployed stage: none (every event refused); empty
   * locally: any topic.
   */
  get sesEventsTopicArns() {
    return cidrList('SES_EVENTS_TOPIC_ARNS');
  },
  get keywordCacheSeconds() {
    return Math.min(numberFrom('KEYWORD_CACHE_SECONDS', 60), 240);
  },
};
