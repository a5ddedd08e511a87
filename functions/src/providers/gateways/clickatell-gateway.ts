// Clickatell's Platform "One API" (https://platform.clickatell.com/v1/message), written from Clickatell's
// published documentation (what was taken from it is listed in ./README.md). The gateway emulator
// (scripts/local/sms-gateway/) speaks the same protocol, so this is the code that runs in tests too.
//
// Clickatell documents no deduplication on `clientMessageId` and no look-up by it (its status query takes the
// apiMessageId, which an attempt whose answer was lost never returned). So our message id rides in every
// message as `clientMessageId` (each status callback echoes it, so a report finds its message even before the
// worker stored the apiMessageId), and a resubmission is sent again: the send runner first looks for a status
// callback of an earlier attempt (functions/src/sending/send-runner.ts), which is all that can be checked.
import { redact, retryAfterMsOf } from './redact';
import type { ConnectionTest, OutboundSms, ProviderConnection, SendOutcome, SmsGateway } from './sms-gateway';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const CLICKATELL_BASE_URL = 'https://platform.clickatell.com';

type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
type ClickatellConnection = Extract<ProviderConnection, { type: 'Clickatell' }>;

/** One API error codes the product acts on (Clickatell's "One API: Error messages" table). */
export const CLICKATELL_ERRORS = {
  invalidApiKey: 1,
  accountNotActive: 2,
  integrationNotActive: 3,
  ipNotApproved: 7,
  internalError: 18,
  internalErrorRetry: 19,
  insufficientBalance: 20,
  invalidRecipient: 25,
  recipientOptedOut: 26,
  rateLimit: 43,
} as const;

/** Codes that are the integration's (its key, account, balance): another provider may still send. */
const PROVIDER_REFUSALS = new Set<number>([
  CLICKATELL_ERRORS.invalidApiKey,
  CLICKATELL_ERRORS.accountNotActive,
  CLICKATELL_ERRORS.integrationNotActive,
  CLICKATELL_ERRORS.ipNotApproved,
  CLICKATELL_ERRORS.insufficientBalance,
  38, // channel not active on the integration
  39, // channel not available on the integration
  44, // FROM number suspended
  45, // FROM number not related to the integration
  46, // demo access expired
]);

/** The request body of `POST /v1/message` for one message: `to` in international format without `+`. */
export function clickatellMessageOf(message: OutboundSms, from: string | undefined) {
  return {
    messages: [
      {
        channel: 'sms',
        to: message.to.replace(/^\+/, ''),
        content: message.body,
        clientMessageId: message.reference,
        ...(from ? { from: from.replace(/^\+/, '') } : {}),
      },
    ],
  };
}

interface ClickatellError {
  code?: number;
  description?: string;
}

/** Clickatell's error: an object `{code, description, documentation}`, or a bare code or text. */
function errorOf(value: unknown): ClickatellError | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return { code: value };
  if (typeof value === 'string')
    return /^\d+$/.test(value) ? { code: Number(value) } : { description: value };
  if (typeof value !== 'object') return null;
  const e = value as Record<string, unknown>;
  const code = typeof e.code === 'number' ? e.code : typeof e.code === 'string' ? Number(e.code) : undefined;
  const description =
    typeof e.description === 'string' ? e.description : typeof e.message === 'string' ? e.message : undefined;
  return { code: Number.isFinite(code) ? code : undefined, description };
}

const describe = (status: number, error: ClickatellError | null) =>
  `Clickatell answered ${status}${error?.code !== undefined ? ` (error ${error.code})` : ''}${error?.description ? `: ${error.description}` : ''}`;

/** Turns Clickatell's answer to `POST /v1/message` into the worker's outcome (exported for the unit tests). */
export function classifyClickatellAnswer(
  status: number,
  headers: Headers,
  text: string,
  connection: Pick<ProviderConnection, 'credentials' | 'webhookSecret'>,
): SendOutcome {
  let body: { messages?: unknown; error?: unknown } = {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') body = parsed as typeof body;
  } catch {
    // not Clickatell's JSON (a proxy's page): classified by the HTTP status alone
  }
  const entry = (Array.isArray(body.messages) ? body.messages[0] : undefined) as
    { apiMessageId?: unknown; accepted?: unknown; error?: unknown } | undefined;
  if (status >= 200 && status < 300 && entry?.accepted === true) {
    if (typeof entry.apiMessageId === 'string' && entry.apiMessageId)
      return { ok: true, providerMessageId: entry.apiMessageId };
    return {
      ok: false,
      retryable: true,
      reason: `Clickatell answered ${status} without an apiMessageId`,
      httpStatus: status,
    };
  }
  // The message's own error wins over the request's (207 and 400 answers carry it per message).
  const error = errorOf(entry?.error) ?? errorOf(body.error);
  const code = error?.code;
  const reason = redact(describe(status, error), connection);
  if (status === 429 || code === CLICKATELL_ERRORS.rateLimit) {
    const retryAfterMs = retryAfterMsOf(headers.get('retry-after'));
    return {
      ok: false,
      retryable: true,
      reason,
      httpStatus: 429,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (
    status >= 500 ||
    status === 408 ||
    code === CLICKATELL_ERRORS.internalError ||
    code === CLICKATELL_ERRORS.internalErrorRetry
  )
    return { ok: false, retryable: true, reason, httpStatus: status >= 500 ? status : 503 };
  if (status === 401 || code === CLICKATELL_ERRORS.invalidApiKey || code === CLICKATELL_ERRORS.ipNotApproved)
    return {
      ok: false,
      retryable: false,
      reason: `Clickatell refused the provider's API key (${status}${code !== undefined ? `, error ${code}` : ''}): check its credentials`,
      httpStatus: 401,
    };
  if (status === 403 || status === 402 || (code !== undefined && PROVIDER_REFUSALS.has(code)))
    return { ok: false, retryable: false, reason, httpStatus: 403 };
  if (code === CLICKATELL_ERRORS.recipientOptedOut)
    return {
      ok: false,
      retryable: false,
      recipientOptedOut: true,
      reason: 'Clickatell: the recipient opted out of this integration (error 26)',
      httpStatus: status,
    };
  if (status >= 200 && status < 300)
    // 2xx without an accepted message: the message itself was refused.
    return { ok: false, retryable: false, reason, httpStatus: 400 };
  return { ok: false, retryable: false, reason, httpStatus: status };
}

/** The outcome of a request that got no answer: a time-out or a network error, both worth retrying. */
function transportFailure(error: unknown, timeoutMs: number, connection: ClickatellConnection): SendOutcome {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return { ok: false, retryable: true, reason: `Clickatell did not answer within ${timeoutMs / 1000} s` };
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const detail =
    typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return { ok: false, retryable: true, reason: redact(`Could not reach Clickatell: ${detail}`, connection) };
}

/** Test connection's verdict from Clickatell's balance answer. */
export function balanceTestOf(
  status: number,
  text: string,
  connection: Pick<ProviderConnection, 'credentials' | 'webhookSecret'>,
): ConnectionTest {
  if (status === 200) {
    let answer: { balance?: unknown; currency?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      // a 200 is the answer that matters
    }
    const balance =
      typeof answer.balance === 'number'
        ? ` Balance: ${answer.balance.toFixed(2)}${typeof answer.currency === 'string' ? ` ${answer.currency}` : ''}.`
        : '';
    return { ok: true, detail: `Clickatell accepted the API key.${balance}` };
  }
  if (status === 401 || status === 403)
    return { ok: false, reason: 'Clickatell refused the API key: check it in the integration’s settings.' };
  return { ok: false, reason: redact(`Clickatell answered ${status}: ${text.slice(0, 200)}`, connection) };
}

/** The adapter for one Clickatell provider connection. */
export function createClickatellGateway(
  connection: ProviderConnection,
  options: { fetchImpl?: FetchLike } = {},
): SmsGateway {
  if (connection.type !== 'Clickatell')
    throw new Error(`Provider ${connection.id} is not a Clickatell provider`);
  const clickatell = connection;
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${clickatell.baseUrl.replace(/\/+$/, '')}/v1/message`;

  return {
    async send(message, sendOptions) {
      const timeoutMs = sendOptions?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      try {
        const res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: {
            Authorization: clickatell.credentials.apiKey,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(clickatellMessageOf(message, clickatell.credentials.from)),
          signal: AbortSignal.timeout(timeoutMs),
        });
        return classifyClickatellAnswer(res.status, res.headers, await res.text(), clickatell);
      } catch (error) {
        return transportFailure(error, timeoutMs, clickatell);
      }
    },

    /** "REST API: Get account balance" (`GET /public-client/balance`): the key works, and what is left. */
    async testConnection(testOptions) {
      const timeoutMs = testOptions?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      try {
        const res = await fetchImpl(`${clickatell.baseUrl.replace(/\/+$/, '')}/public-client/balance`, {
          headers: { Authorization: clickatell.credentials.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        return balanceTestOf(res.status, await res.text(), clickatell);
      } catch (error) {
        const failed = transportFailure(error, timeoutMs, clickatell);
        return { ok: false, reason: failed.ok ? 'Clickatell did not answer' : failed.reason };
      }
    },

    /**
     * Clickatell has no API for its callback URLs: they are pasted into the integration's settings in its
     * portal (docs/areas/providers.md), so nothing is registered here.
     */
    async registerWebhooks() {
      return [];
    },
  };
}
