// The emulator's BulkSMS accounts: API tokens it accepts (username = token id, password = token secret),
// each with its messages-per-second, optional credit balance, registered webhooks and the behaviour
// tests give it (slow, throttling, failing, late or odd delivery reports).
import { existsSync, readFileSync } from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';

/** The accounts file the seed writes for a stage (scripts/db/demo-providers.ts): the demo providers' tokens. */
export const accountsFilePath = (stage: string) =>
  join(process.cwd(), '.local', 'sms-gateway', `${stage}-accounts.json`);

export interface Behaviour {
  /** Every /v1 answer waits this long. */
  latencyMs: number;
  /** true: every send is refused with 429; a ratio (0..1): that share of sends. */
  throttle: boolean | number;
  /** The status injected failures answer with (500, 502, 503, 400, ...). */
  failWith: number;
  /** The next N sends fail with failWith (counts down). */
  failCount: number;
  /** That share of sends fails with failWith. */
  failRate: number;
  /** The SENT report comes this long after the send, the final report twice as long after. */
  dlrDelayMs: number;
  /** The final report (DELIVERED / FAILED) is posted before the SENT one. */
  dlrOutOfOrder: boolean;
  /** Every report is posted twice. */
  dlrDuplicate: boolean;
  /** true: no reports at all; a ratio: that share of messages gets none. */
  dlrDrop: boolean | number;
  /** Post the intermediate SENT report (BulkSMS does); false: only the final one. */
  dlrSent: boolean;
}

export const DEFAULT_BEHAVIOUR: Behaviour = {
  latencyMs: 0,
  throttle: false,
  failWith: 500,
  failCount: 0,
  failRate: 0,
  dlrDelayMs: 200,
  dlrOutOfOrder: false,
  dlrDuplicate: false,
  dlrDrop: false,
  dlrSent: true,
};

export interface Webhook {
  id: number;
  name: string;
  url: string;
  triggerScope: 'SENT' | 'RECEIVED';
  active: boolean;
  invokeOption: 'ONE' | 'MANY';
  onWebApp: boolean;
  contactEmailAddress: string | null;
}

export interface Account {
  username: string;
  password: string;
  messagesPerSecond: number;
  /** Credits left; null: unlimited. A part costs one credit (STANDARD routing). */
  credits: number | null;
  /** The number replies are addressed to (BulkSMS's reply number for REPLIABLE messages). */
  replyNumber: string;
  behaviour: Behaviour;
  webhooks: Webhook[];
  /** Token bucket of the messages-per-second limit. */
  bucket: { tokens: number; at: number };
  /** Twilio: the reply number's incoming-message URL (its SmsUrl), set through IncomingPhoneNumbers. */
  smsUrl: string | null;
  /** Twilio: handsets that replied STOP to the account's number (sends to them answer 21610). */
  optedOut: Set<string>;
  /** The account was used through Twilio's API: handsets' messages to it are Twilio's (./twilio.ts). */
  twilio: boolean;
  /**
   * Clickatell: the integration's status and reply callback URLs (pasted in its portal; here a control call).
   * Set once the account was used through the One API or given its URLs: handsets' messages go to replyUrl.
   */
  clickatell?: { statusUrl: string | null; replyUrl: string | null };
}

export interface AccountConfig {
  username: string;
  password: string;
  messagesPerSecond?: number;
  credits?: number | null;
  replyNumber?: string;
}

const DEFAULT_RATE = 50;

export class Accounts {
  private readonly byName = new Map<string, Account>();
  private fileCheckedAt = 0;
  private webhookIds = 0;

  constructor(private readonly file: string | null) {
    this.reloadFile(true);
  }

  /** Creates the account or updates its token secret and limits (webhooks and behaviour are kept). */
  upsert(config: AccountConfig): Account {
    const existing = this.byName.get(config.username);
    const rate = Math.max(
      1,
      Math.floor(config.messagesPerSecond ?? existing?.messagesPerSecond ?? DEFAULT_RATE),
    );
    const account: Account = existing ?? {
      username: config.username,
      password: config.password,
      messagesPerSecond: rate,
      credits: null,
      replyNumber: '+27600000000',
      behaviour: { ...DEFAULT_BEHAVIOUR },
      webhooks: [],
      bucket: { tokens: rate, at: Date.now() },
      smsUrl: null,
      optedOut: new Set(),
      twilio: false,
    };
    account.password = config.password;
    account.messagesPerSecond = rate;
    if (config.credits !== undefined) account.credits = config.credits;
    if (config.replyNumber) account.replyNumber = config.replyNumber;
    this.byName.set(account.username, account);
    return account;
  }

  get(username: string): Account | undefined {
    return this.byName.get(username);
  }

  list(): Account[] {
    return [...this.byName.values()];
  }

  /** The account an Authorization: Basic header names, when its secret matches. */
  authenticate(header: string | undefined): Account | null {
    const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
    if (!match) return null;
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return null;
    const username = decoded.slice(0, colon);
    const password = decoded.slice(colon + 1);
    // An account the seed wrote after the emulator started: look at the file again (at most once a second).
    if (!this.byName.has(username)) this.reloadFile(false);
    const account = this.byName.get(username);
    if (!account) return null;
    const a = Buffer.from(password);
    const b = Buffer.from(account.password);
    return a.length === b.length && timingSafeEqual(a, b) ? account : null;
  }

  /** Takes `count` messages from the account's per-second allowance; the wait in ms when there is not enough. */
  take(account: Account, count: number, now = Date.now()): number {
    const rate = account.messagesPerSecond;
    const bucket = account.bucket;
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    // A submission bigger than a second's worth goes through on a full bucket and leaves it in debt.
    if (bucket.tokens >= Math.min(count, rate)) {
      bucket.tokens -= count;
      return 0;
    }
    return Math.ceil(((Math.min(count, rate) - bucket.tokens) / rate) * 1000);
  }

  nextWebhookId(): number {
    this.webhookIds += 1;
    return this.webhookIds;
  }

  /** Back to the file's accounts: behaviours, webhooks and accounts made by control calls are dropped. */
  resetAll(): void {
    this.byName.clear();
    this.reloadFile(true);
  }

  private reloadFile(force: boolean): void {
    if (!this.file || !existsSync(this.file)) return;
    if (!force && Date.now() - this.fileCheckedAt < 1000) return;
    this.fileCheckedAt = Date.now();
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as { accounts?: AccountConfig[] };
      for (const config of parsed.accounts ?? []) if (config.username && config.password) this.upsert(config);
    } catch (error) {
      console.error(`sms-gateway: cannot read ${this.file}: ${String(error)}`);
    }
  }
}
