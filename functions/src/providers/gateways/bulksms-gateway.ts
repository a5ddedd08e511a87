// BulkSMS's JSON REST API (https://api.bulksms.com/v1), written from its published OpenAPI document
// (developer.bulksms.com/json/v1; what was taken from it is listed in ./README.md). The gateway emulator
// (scripts/local/sms-gateway/) speaks the same protocol, so this is the code that runs in tests too.
import { countSms } from '../../platform/sms/sms-segments';
import { redact } from './redact';
import type {
  OutboundSms,
  ProviderConnection,
  ConnectionTest,
  RegisteredWebhook,
  SendOutcome,
  SmsGateway,
  WebhookUrls,
} from './sms-gateway';

export const DEFAULT_TIMEOUT_MS = 10_000;
/** BulkSMS's deduplication-id is an int32; ours are our message ids, folded into 1..2^31-1. */
const INT32_MAX = 2_147_483_647n;
/** BulkSMS: "The value can contain no more than 20 characters." */
const USER_SUPPLIED_ID_MAX = 20;
/** A Retry-After longer than this is treated as this (a provider's outage is not the message's problem). */
const RETRY_AFTER_CAP_MS = 60 * 60 * 1000;

type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** The int32 deduplication-id BulkSMS takes for one of our numeric message ids; null for anything else. */
export function deduplicationIdOf(reference: string): number | null {
  if (!/^[1-9]\d{0,19}$/.test(reference)) return null;
  return Number(((BigInt(reference) - 1n) % INT32_MAX) + 1n);
}

/** The JSON body of POST /messages for one message (a single SubmissionEntry). */
export function submissionEntryOf(message: OutboundSms): Record<string, unknown> {
  return {
    to: message.to,
    body: message.body,
    encoding: message.encoding === 'UCS2' ? 'UNICODE' : 'TEXT',
    // BulkSMS's default is 3 parts; ask for exactly the parts the message needs in the encoding it is sent
    // in (TEXT replaces characters outside GSM 03.38 with '?', one septet each).
    longMessageMaxParts: Math.max(
      1,
      countSms(message.body, message.encoding === 'UCS2' ? 'UCS-2' : 'GSM-7').parts,
    ),
    ...(message.reference.length <= USER_SUPPLIED_ID_MAX ? { userSuppliedId: message.reference } : {}),
    ...(message.repliable ? { from: { type: 'REPLIABLE' } } : {}),
  };
}

/** Milliseconds to wait from a Retry-After header (delta-seconds or an HTTP date); undefined when absent. */
export function retryAfterMsOf(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS);
}

interface Problem {
  title?: string;
  detail?: string;
}

function problemOf(text: string): Problem {
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const { title, detail } = body as Record<string, unknown>;
      return {
        title: typeof title === 'string' ? title : undefined,
        detail: typeof detail === 'string' ? detail : undefined,
      };
    }
  } catch {
    // not JSON: described by its status alone
  }
  return {};
}

function describe(status: number, problem: Problem): string {
  const head = `BulkSMS answered ${status}${problem.title ? ` ${problem.title}` : ''}`;
  return problem.detail ? `${head}: ${problem.detail}` : head;
}

/** Turns BulkSMS's answer to POST /messages into the worker's outcome (exported for the unit tests). */
export function classifySendAnswer(
  status: number,
  headers: Headers,
  text: string,
  connection: ProviderConnection,
): SendOutcome {
  if (status >= 200 && status < 300) {
    let first: unknown;
    try {
      const body = JSON.parse(text) as unknown;
      first = Array.isArray(body) ? body[0] : undefined;
    } catch {
      first = undefined;
    }
    const message = (first ?? {}) as { id?: unknown; status?: { type?: unknown; subtype?: unknown } };
    const id = typeof message.id === 'string' || typeof message.id === 'number' ? String(message.id) : '';
    // Accepted but unreadable: a retry with the same deduplication-id returns the same answer, so it is safe.
    if (!id)
      return {
        ok: false,
        retryable: true,
        reason: `BulkSMS answered ${status} without a message id`,
        httpStatus: status,
      };
    if (message.status?.type === 'FAILED') {
      const subtype = typeof message.status.subtype === 'string' ? `.${message.status.subtype}` : '';
      return {
        ok: false,
        retryable: false,
        reason: `BulkSMS refused message ${id}: FAILED${subtype}`,
        httpStatus: status,
      };
    }
    return { ok: true, providerMessageId: id };
  }
  const problem = problemOf(text);
  const reason = redact(describe(status, problem), connection);
  if (status === 429) {
    const retryAfterMs = retryAfterMsOf(headers.get('retry-after'));
    return {
      ok: false,
      retryable: true,
      reason,
      httpStatus: status,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 500 || status === 408) return { ok: false, retryable: true, reason, httpStatus: status };
  if (status === 401) {
    return {
      ok: false,
      retryable: false,
      reason: `BulkSMS refused the provider's API token (401${problem.title ? ` ${problem.title}` : ''}): check its credentials`,
      httpStatus: status,
    };
  }
  return { ok: false, retryable: false, reason, httpStatus: status };
}

/** The outcome of a request that got no answer: a time-out or a network error, both worth retrying. */
export function transportFailure(
  error: unknown,
  timeoutMs: number,
  connection: ProviderConnection,
): SendOutcome {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { ok: false, retryable: true, reason: `BulkSMS did not answer within ${timeoutMs / 1000} s` };
  }
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  const detail =
    (typeof cause?.code === 'string' && cause.code) ||
    (typeof cause?.message === 'string' && cause.message) ||
    (error instanceof Error ? error.message : String(error));
  return { ok: false, retryable: true, reason: redact(`Could not reach BulkSMS: ${detail}`, connection) };
}

/** Turns BulkSMS's answer to GET /profile into the test's answer (exported for the unit tests). */
export function profileTestOf(status: number, text: string, connection: ProviderConnection): ConnectionTest {
  if (status === 200) {
    let profile: { username?: unknown; credits?: { balance?: unknown } } = {};
    try {
      profile = JSON.parse(text) as typeof profile;
    } catch {
      // a 200 is the answer that matters; the profile only adds words
    }
    // The user's name, unless it is the token's id (a credential: not repeated back).
    const name = typeof profile.username === 'string' ? profile.username : '';
    const who = name && redact(name, connection) === name ? ` as ${name}` : '';
    const balance = profile.credits?.balance;
    const credits = typeof balance === 'number' ? `; ${balance} credits left` : '';
    return { ok: true, detail: redact(`BulkSMS accepted the API token${who}${credits}.`, connection) };
  }
  if (status === 401 || status === 403)
    return {
      ok: false,
      reason: `BulkSMS refused the API token (${status}): check the token id and secret.`,
    };
  return { ok: false, reason: redact(describe(status, problemOf(text)), connection) };
}

const WEBHOOK_KINDS = {
  deliveryReports: { triggerScope: 'SENT', label: 'delivery reports' },
  inbound: { triggerScope: 'RECEIVED', label: 'replies' },
} as const;

/** The name our webhook of a kind has at BulkSMS (names are unique per BulkSMS account). */
export const webhookNameOf = (providerId: number, kind: keyof WebhookUrls) =>
  `Pulsar ${WEBHOOK_KINDS[kind].label} #${providerId}`;

/** The adapter for one provider connection. */
export function createBulkSmsGateway(
  connection: ProviderConnection,
  fetchImpl: FetchLike = fetch,
): SmsGateway {
  if (connection.type !== 'BulkSms') throw new Error(`Provider ${connection.id} is not a BulkSMS provider`);
  const base = connection.baseUrl.replace(/\/+$/, '');
  const { username, password } = connection.credentials;
  const headers = {
    // BulkSMS asks for the Authorization header up front rather than after a 401 challenge.
    Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  async function call(method: string, path: string, body: unknown, timeoutMs: number) {
    const res = await fetchImpl(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  return {
    async send(message, options) {
      const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const deduplicationId = deduplicationIdOf(message.reference);
      const query = deduplicationId === null ? '' : `?deduplication-id=${deduplicationId}`;
      try {
        const answer = await call('POST', `/messages${query}`, submissionEntryOf(message), timeoutMs);
        return classifySendAnswer(answer.status, answer.headers, answer.text, connection);
      } catch (error) {
        return transportFailure(error, timeoutMs, connection);
      }
    },

    async testConnection(options) {
      const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      try {
        const answer = await call('GET', '/profile', undefined, timeoutMs);
        return profileTestOf(answer.status, answer.text, connection);
      } catch (error) {
        const failed = transportFailure(error, timeoutMs, connection);
        return { ok: false, reason: failed.ok ? 'BulkSMS did not answer' : failed.reason };
      }
    },

    async registerWebhooks(urls, options) {
      const timeoutMs = options?.timeoutMs ?? 45_000; // BulkSMS calls the URL (with []) before answering
      const fail = (what: string, answer: { status: number; text: string }) =>
        new Error(
          redact(
            `BulkSMS refused to ${what}: ${describe(answer.status, problemOf(answer.text))}`,
            connection,
          ),
        );
      const listed = await call('GET', '/webhooks', undefined, timeoutMs);
      if (listed.status !== 200) throw fail('list the webhooks', listed);
      const existing = JSON.parse(listed.text) as { id: number | string; name?: string }[];
      const registered: RegisteredWebhook[] = [];
      for (const kind of Object.keys(WEBHOOK_KINDS) as (keyof WebhookUrls)[]) {
        const url = urls[kind];
        if (!url) continue;
        const name = webhookNameOf(connection.id, kind);
        const entry = {
          name,
          url,
          triggerScope: WEBHOOK_KINDS[kind].triggerScope,
          active: true,
          invokeOption: 'MANY',
          onWebApp: false,
        };
        const found = existing.find((w) => w.name === name);
        const answer = await call('POST', found ? `/webhooks/${found.id}` : '/webhooks', entry, timeoutMs);
        if (answer.status < 200 || answer.status >= 300)
          throw fail(`register the ${WEBHOOK_KINDS[kind].label} webhook`, answer);
        const webhook = JSON.parse(answer.text) as { id: number | string };
        registered.push({ id: String(webhook.id), name, kind });
      }
      return registered;
    },
  };
}
