// Twilio Programmable Messaging (https://api.twilio.com/2010-04-01), written from Twilio's published API
// reference (what was taken from it is listed in ./README.md). The gateway emulator (scripts/local/sms-gateway/)
// speaks the same protocol, so this is the code that runs in tests too.
//
// Twilio's Messages create has no idempotency key. So a message that may already have reached Twilio (the
// worker's earlier attempt timed out, got a 5xx, or its worker died mid-call: `resubmissionSince`) is first
// looked up: Twilio's list of messages to that number, newest first, for one with our body created since the
// first attempt. Found: that is the send (its SID is the outcome), nothing is posted. The lookup failing is a
// retryable outcome, never a blind resend.
import { config } from '../../platform/config';
import { redact, retryAfterMsOf } from './redact';
import type {
  ConnectionTest,
  OutboundSms,
  ProviderConnection,
  SendOutcome,
  SmsGateway,
  TwilioCredentials,
} from './sms-gateway';
import { twilioStatusCallbackUrl } from './twilio-webhooks';

export const DEFAULT_TIMEOUT_MS = 10_000;
const API_VERSION = '2010-04-01';
/** Messages to one number looked through when checking what Twilio already accepted. */
const LOOKUP_PAGE_SIZE = 50;
/** Twilio's clock and ours may differ a little: a message created this much before the attempt still counts. */
const CLOCK_SKEW_MS = 60_000;

type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;
type TwilioConnection = Extract<ProviderConnection, { type: 'Twilio' }>;

/** Twilio error codes the product acts on (twilio.com/docs/api/errors). */
export const TWILIO_ERRORS = {
  authenticate: 20003,
  tooManyRequests: 20429,
  invalidTo: 21211,
  unsubscribedRecipient: 21610,
  unreachableTo: 21612,
  notSmsCapableTo: 21614,
  landlineTo: 21635,
} as const;

/** Codes that refuse this recipient (the message ends; another provider would refuse it too). */
const RECIPIENT_REFUSALS = new Set<number>([
  TWILIO_ERRORS.invalidTo,
  TWILIO_ERRORS.unreachableTo,
  TWILIO_ERRORS.notSmsCapableTo,
  TWILIO_ERRORS.landlineTo,
  21408, // permission to send to this region not enabled
]);

/** The form of Messages create for one message. */
export function messageFormOf(
  message: OutboundSms,
  credentials: TwilioCredentials,
  statusCallback: string | null,
): URLSearchParams {
  const form = new URLSearchParams({ To: message.to, Body: message.body });
  if (/^MG/.test(credentials.from)) form.set('MessagingServiceSid', credentials.from);
  else form.set('From', credentials.from);
  if (statusCallback) form.set('StatusCallback', statusCallback);
  return form;
}

interface TwilioError {
  code?: number;
  message?: string;
}

function errorOf(text: string): TwilioError {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    return {
      code: typeof body.code === 'number' ? body.code : undefined,
      message: typeof body.message === 'string' ? body.message : undefined,
    };
  } catch {
    return {};
  }
}

const describe = (status: number, error: TwilioError) =>
  `Twilio answered ${status}${error.code ? ` (error ${error.code})` : ''}${error.message ? `: ${error.message}` : ''}`;

/** Turns Twilio's answer to Messages create into the worker's outcome (exported for the unit tests). */
export function classifyTwilioAnswer(
  status: number,
  headers: Headers,
  text: string,
  connection: Pick<ProviderConnection, 'credentials' | 'webhookSecret'>,
): SendOutcome {
  if (status >= 200 && status < 300) {
    let body: { sid?: unknown; status?: unknown; error_code?: unknown } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // unreadable: retried, and the retry first looks for what was accepted
    }
    const sid = typeof body.sid === 'string' ? body.sid : '';
    if (!sid)
      return {
        ok: false,
        retryable: true,
        reason: `Twilio answered ${status} without a message SID`,
        httpStatus: status,
      };
    if (body.status === 'failed')
      return {
        ok: false,
        retryable: false,
        reason: `Twilio refused message ${sid}: failed${typeof body.error_code === 'number' ? ` (error ${body.error_code})` : ''}`,
        httpStatus: status,
      };
    return { ok: true, providerMessageId: sid };
  }
  const error = errorOf(text);
  const reason = redact(describe(status, error), connection);
  if (status === 429 || error.code === TWILIO_ERRORS.tooManyRequests) {
    const retryAfterMs = retryAfterMsOf(headers.get('retry-after'));
    return {
      ok: false,
      retryable: true,
      reason,
      httpStatus: 429,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  if (status >= 500 || status === 408) return { ok: false, retryable: true, reason, httpStatus: status };
  if (status === 401 || error.code === TWILIO_ERRORS.authenticate)
    return {
      ok: false,
      retryable: false,
      reason: `Twilio refused the provider's Account SID and auth token (401${error.code ? `, error ${error.code}` : ''}): check its credentials`,
      httpStatus: 401,
    };
  if (error.code === TWILIO_ERRORS.unsubscribedRecipient)
    return {
      ok: false,
      retryable: false,
      recipientOptedOut: true,
      reason: 'Twilio: the recipient replied STOP to this sender and is unsubscribed (error 21610)',
      httpStatus: status,
    };
  if (error.code !== undefined && RECIPIENT_REFUSALS.has(error.code))
    return { ok: false, retryable: false, reason, httpStatus: 400 };
  return { ok: false, retryable: false, reason, httpStatus: status };
}

/** Turns Twilio's answer to GET /Accounts/{Sid}.json into the test's answer (exported for the unit tests). */
export function accountTestOf(
  status: number,
  text: string,
  connection: Pick<ProviderConnection, 'credentials' | 'webhookSecret'>,
): ConnectionTest {
  if (status === 200) {
    let account: { friendly_name?: unknown; status?: unknown; type?: unknown } = {};
    try {
      account = JSON.parse(text) as typeof account;
    } catch {
      // a 200 is the answer that matters
    }
    const name = typeof account.friendly_name === 'string' ? ` "${account.friendly_name}"` : '';
    if (typeof account.status === 'string' && account.status !== 'active')
      return {
        ok: false,
        reason: redact(
          `Twilio accepted the credentials, but the account${name} is ${account.status}.`,
          connection,
        ),
      };
    const kind = typeof account.type === 'string' ? ` (${account.type})` : '';
    return {
      ok: true,
      detail: redact(`Twilio accepted the credentials of the account${name}${kind}.`, connection),
    };
  }
  const error = errorOf(text);
  if (status === 401 || status === 404 || error.code === TWILIO_ERRORS.authenticate)
    return {
      ok: false,
      reason: `Twilio refused the Account SID and auth token (${status}${error.code ? `, error ${error.code}` : ''}): check them.`,
    };
  return { ok: false, reason: redact(describe(status, error), connection) };
}

/** The outcome of a request that got no answer: a time-out or a network error, both worth retrying. */
function transportFailure(error: unknown, timeoutMs: number, connection: TwilioConnection): SendOutcome {
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError')
    return { ok: false, retryable: true, reason: `Twilio did not answer within ${timeoutMs / 1000} s` };
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const detail =
    typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.message : String(error);
  return { ok: false, retryable: true, reason: redact(`Could not reach Twilio: ${detail}`, connection) };
}

interface ListedMessage {
  sid?: unknown;
  body?: unknown;
  status?: unknown;
  direction?: unknown;
  date_created?: unknown;
}

/** The message Twilio already accepted for this one since `since`, if any (newest first, as Twilio lists). */
export function findAccepted(listed: ListedMessage[], message: OutboundSms, since: Date): string | null {
  const from = since.getTime() - CLOCK_SKEW_MS;
  for (const m of listed) {
    if (typeof m.sid !== 'string' || m.body !== message.body) continue;
    if (typeof m.direction === 'string' && !m.direction.startsWith('outbound')) continue;
    const created = typeof m.date_created === 'string' ? Date.parse(m.date_created) : NaN;
    if (!Number.isFinite(created) || created < from) continue;
    if (m.status === 'failed' || m.status === 'canceled') continue;
    return m.sid;
  }
  return null;
}

/** The adapter for one Twilio provider connection. */
export function createTwilioGateway(
  connection: ProviderConnection,
  options: { fetchImpl?: FetchLike; apiHost?: string | null } = {},
): SmsGateway {
  if (connection.type !== 'Twilio') throw new Error(`Provider ${connection.id} is not a Twilio provider`);
  const twilio = connection;
  const fetchImpl = options.fetchImpl ?? fetch;
  const apiHost = options.apiHost === undefined ? config.apiHost : options.apiHost;
  const { accountSid, authToken } = twilio.credentials;
  const account = `${twilio.baseUrl.replace(/\/+$/, '')}/${API_VERSION}/Accounts/${encodeURIComponent(accountSid)}`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;

  async function call(method: string, path: string, form: URLSearchParams | undefined, timeoutMs: number) {
    const res = await fetchImpl(`${account}${path}`, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }

  /** What Twilio already accepted for this message: its SID, null for nothing, or the lookup's failure. */
  async function lookUp(
    message: OutboundSms,
    since: Date,
    timeoutMs: number,
  ): Promise<string | null | SendOutcome> {
    const query = new URLSearchParams({ To: message.to, PageSize: String(LOOKUP_PAGE_SIZE) });
    if (!/^MG/.test(twilio.credentials.from)) query.set('From', twilio.credentials.from);
    const answer = await call('GET', `/Messages.json?${query}`, undefined, timeoutMs);
    if (answer.status !== 200) {
      const failed = classifyTwilioAnswer(answer.status, answer.headers, answer.text, twilio);
      if (failed.ok) return null;
      return {
        ...failed,
        retryable: true,
        reason: `Could not check what Twilio already accepted: ${failed.reason}`,
      };
    }
    const listed = (JSON.parse(answer.text) as { messages?: ListedMessage[] }).messages ?? [];
    return findAccepted(listed, message, since);
  }

  return {
    async send(message, sendOptions) {
      const timeoutMs = sendOptions?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      try {
        if (message.resubmissionSince) {
          const found = await lookUp(message, message.resubmissionSince, timeoutMs);
          if (typeof found === 'string') return { ok: true, providerMessageId: found };
          if (found) return found;
        }
        const callback = apiHost ? twilioStatusCallbackUrl(apiHost, twilio.id, message.reference) : null;
        const answer = await call(
          'POST',
          '/Messages.json',
          messageFormOf(message, twilio.credentials, callback),
          timeoutMs,
        );
        return classifyTwilioAnswer(answer.status, answer.headers, answer.text, twilio);
      } catch (error) {
        return transportFailure(error, timeoutMs, twilio);
      }
    },

    async testConnection(testOptions) {
      const timeoutMs = testOptions?.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      try {
        const res = await fetchImpl(`${account}.json`, {
          headers: { Authorization: authorization, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        return accountTestOf(res.status, await res.text(), twilio);
      } catch (error) {
        const failed = transportFailure(error, timeoutMs, twilio);
        return { ok: false, reason: failed.ok ? 'Twilio did not answer' : failed.reason };
      }
    },

    /**
     * Twilio calls the StatusCallback given with each message, so only the inbound URL is registered: set as
     * the sender number's SmsUrl (IncomingPhoneNumbers). A Messaging Service's inbound URL is set in Twilio's
     * console (docs/areas/providers.md).
     */
    async registerWebhooks(urls, registerOptions) {
      const timeoutMs = registerOptions?.timeoutMs ?? 20_000;
      if (!urls.inbound) return [];
      const from = twilio.credentials.from;
      if (!/^\+\d+$/.test(from))
        throw new Error('Set the incoming-message webhook of the Messaging Service in Twilio’s console.');
      const fail = (what: string, answer: { status: number; text: string }) =>
        new Error(
          redact(`Twilio refused to ${what}: ${describe(answer.status, errorOf(answer.text))}`, twilio),
        );
      const listed = await call(
        'GET',
        `/IncomingPhoneNumbers.json?${new URLSearchParams({ PhoneNumber: from })}`,
        undefined,
        timeoutMs,
      );
      if (listed.status !== 200) throw fail('list its phone numbers', listed);
      const numbers =
        (JSON.parse(listed.text) as { incoming_phone_numbers?: { sid: string }[] }).incoming_phone_numbers ??
        [];
      const number = numbers[0];
      if (!number) throw new Error(`The Twilio account has no phone number ${from}.`);
      const form = new URLSearchParams({ SmsUrl: urls.inbound, SmsMethod: 'POST' });
      const updated = await call(
        'POST',
        `/IncomingPhoneNumbers/${encodeURIComponent(number.sid)}.json`,
        form,
        timeoutMs,
      );
      if (updated.status < 200 || updated.status >= 300)
        throw fail('set the number’s incoming-message URL', updated);
      return [{ id: number.sid, name: `SmsUrl of ${from}`, kind: 'inbound' }];
    },
  };
}
