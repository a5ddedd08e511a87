// The emulator's Clickatell: the Platform "One API" (`POST /v1/message`, `GET /v1/message/{apiMessageId}`,
// `Authorization: <integration API key>`) on the same port as BulkSMS's and Twilio's, over the same accounts
// (the API key = the account's username; its reply number = the integration's two-way number), messages,
// behaviour and handsets. Status and reply callbacks are posted as JSON to the URLs pasted into the
// integration's settings — here set by a control call, as an operator pastes them in Clickatell's portal
// (functions/src/providers/gateways/README.md lists what was taken from Clickatell's documentation).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { countSms, isGsm7 } from '../../../functions/src/platform/sms/sms-segments';
import type { Account, Accounts } from './accounts';
import { handsetOf, type MessageStore, type StatusValue, type StoredMessage } from './messages';

export const CLICKATELL_PATH = '/v1/message';
/** The account balance ("REST API: Get account balance"): what Test connection calls. */
export const CLICKATELL_BALANCE_PATH = '/public-client/balance';
const TIMEOUT_MS = 15_000;
const LOG_SIZE = 500;
/** Retries of a callback that was not answered 2xx (Clickatell retries; its schedule is not published). */
const RETRY_DELAYS_MS = [1_000, 3_000];
/** Opt-out and opt-in words of a two-way integration (the emulator's choice, as Twilio's defaults). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

export interface ClickatellContext {
  accounts: Accounts;
  store: MessageStore;
  readBody(req: IncomingMessage): Promise<string>;
  /** Checks behaviour (fail, throttle) before a send; the answer to give instead, or null. */
  injected(account: Account): { status: number; retryAfter?: string; detail: string } | null;
  scheduleReports(account: Account, message: StoredMessage): void;
  sleep(ms: number): Promise<void>;
}

export interface ClickatellCall {
  at: string;
  account: string;
  kind: 'status' | 'reply';
  url: string;
  status: number | null;
  attempt: number;
  error?: string;
}

const calls: ClickatellCall[] = [];
export const recentClickatellCalls = (account?: string) =>
  calls
    .filter((c) => !account || c.account === account)
    .slice(-LOG_SIZE)
    .reverse();
export const clearClickatellCalls = () => {
  calls.length = 0;
};

const newId = () => randomBytes(16).toString('hex');
export const newClickatellReplyId = newId;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** The One API errors table's words for the codes the emulator answers with. */
const ERROR_WORDS: Record<number, string> = {
  1: 'Invalid or missing integration API Key',
  18: 'Internal error',
  19: 'Internal error, please retry',
  20: 'Insufficient account balance',
  21: 'Payload data is malformed',
  23: 'Invalid or missing parameter',
  24: 'Maximum message content size exceeded',
  25: 'Invalid recipient address',
  26: 'Recipient opted out',
  39: 'Channel is not available on integration',
  41: 'Resource does not exist',
  43: 'Rate limit',
  45: 'FROM number is not related to integration',
};

const errorBody = (code: number, detail?: string) => ({
  code,
  description: detail ? `${ERROR_WORDS[code] ?? 'Error'}: ${detail}` : (ERROR_WORDS[code] ?? 'Error'),
  documentation: `https://docs.clickatell.com/channels/one-api/one-api-errors-table/#${code}`,
});

/** A request-level refusal: `{messages: [], error}`. */
const refuse = (res: ServerResponse, status: number, code: number, detail?: string, headers = {}) =>
  json(res, status, { messages: [], error: errorBody(code, detail) }, headers);

/** A message-level refusal of the one message sent (HTTP 400 with the message's error). */
const refuseMessage = (res: ServerResponse, to: string, code: number, detail?: string) =>
  json(res, 400, {
    messages: [{ apiMessageId: null, accepted: false, to, error: errorBody(code, detail) }],
    error: null,
  });

/** Clickatell's status and code for the emulator's statuses (its Message Status Table). */
export function clickatellStatusOf(status: StatusValue): { status: string; statusCode: number } {
  if (status.type === 'ACCEPTED') return { status: 'QUEUED', statusCode: 2 };
  if (status.type === 'SENT' || status.type === 'UNKNOWN')
    return { status: 'SENT_TO_SUPPLIER', statusCode: 4 };
  if (status.type === 'DELIVERED') return { status: 'DEVICE_ACK', statusCode: 5 };
  switch (status.subtype) {
    case 'EXPIRED':
      return { status: 'EXPIRED', statusCode: 20 };
    case 'HANDSET_ERROR':
      return { status: 'RECIPIENT_DOES_NOT_EXIST', statusCode: 29 };
    case 'BLOCKED':
      return { status: 'STOPPED_BY_ADMIN', statusCode: 22 };
    default:
      return { status: 'DELIVERY_FAILURE', statusCode: 23 };
  }
}

/** Posts a callback as Clickatell does (JSON), retrying a call not answered 2xx. */
async function postCallback(account: Account, kind: ClickatellCall['kind'], url: string, body: unknown) {
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt - 1]));
    let status: number | null = null;
    let failure: string | undefined;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'User-Agent': 'Clickatell One API callback' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'manual',
      });
      await res.arrayBuffer();
      status = res.status;
    } catch (err) {
      failure = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    }
    calls.push({
      at: new Date().toISOString(),
      account: account.username,
      kind,
      url: url.replace(/([?&]secret=)[^&]+/, '$1…'),
      status,
      attempt: attempt + 1,
      ...(failure ? { error: failure } : {}),
    });
    if (calls.length > LOG_SIZE * 2) calls.splice(0, calls.length - LOG_SIZE);
    // 2xx acknowledges; redirects are not retried (Clickatell's words); anything else is.
    if (status !== null && status >= 200 && status < 400) return;
  }
}

const envelope = (account: Account, event: Record<string, unknown>) => ({
  integrationId: account.username.slice(0, 32),
  integrationName: `Emulated integration ${account.username.slice(0, 6)}`,
  event,
});

/** A status change of a message sent through the One API: to the status callback URL (copies: duplicates). */
export function postClickatellStatus(
  account: Account,
  m: StoredMessage,
  status: StatusValue,
  copies: number,
): void {
  const url = account.clickatell?.statusUrl;
  if (!url) return;
  const wire = clickatellStatusOf(status);
  const body = envelope(account, {
    messageStatusUpdate: [
      {
        channel: 'sms',
        messageId: m.id,
        clientMessageId: m.userSuppliedId,
        status: wire.status,
        statusCode: wire.statusCode,
        timestamp: Date.now(),
      },
    ],
  });
  for (let i = 0; i < copies; i += 1) void postCallback(account, 'status', url, body);
}

/**
 * A handset's message to the integration's number: to the reply callback URL. STOP words opt the handset out
 * (later sends to it are refused with error 26), START words opt it back in. False when no URL is set.
 */
export function postClickatellReply(
  account: Account,
  from: string,
  to: string,
  body: string,
  id: string,
  related: StoredMessage | null,
): boolean {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) account.optedOut.add(from);
  if (START_WORDS.has(word)) account.optedOut.delete(from);
  const url = account.clickatell?.replyUrl;
  if (!url) return false;
  void postCallback(
    account,
    'reply',
    url,
    envelope(account, {
      moText: [
        {
          channel: 'sms',
          messageId: id,
          relatedMessageId: related?.clickatell ? related.id : null,
          relatedClientMessageId: related?.clickatell ? related.userSuppliedId : null,
          from: from.replace(/^\+/, ''),
          to: to.replace(/^\+/, ''),
          timestamp: Date.now(),
          content: body,
          charset: isGsm7(body) ? 'ISO-8859-1' : 'UTF-8',
          sms: { network: 'emulated' },
        },
      ],
    }),
  );
  return true;
}

/** The account the Authorization header names (the integration's API key, sent as is). */
function authenticate(ctx: ClickatellContext, req: IncomingMessage): Account | null {
  const key = (req.headers.authorization ?? '').trim().replace(/^Bearer\s+/i, '');
  if (!key) return null;
  return ctx.accounts.get(key) ?? null;
}

interface Entry {
  channel?: unknown;
  to?: unknown;
  content?: unknown;
  from?: unknown;
  clientMessageId?: unknown;
}

async function sendMessage(
  ctx: ClickatellContext,
  req: IncomingMessage,
  res: ServerResponse,
  account: Account,
) {
  const injected = ctx.injected(account);
  if (injected) {
    if (injected.status === 429)
      return refuse(res, 429, 43, injected.detail, { 'Retry-After': injected.retryAfter ?? '1' });
    if (injected.status === 401) return refuse(res, 401, 1, injected.detail);
    if (injected.status >= 500) return refuse(res, injected.status, injected.status === 503 ? 19 : 18);
    return refuse(res, injected.status, 23, injected.detail);
  }
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    return refuse(res, 400, 21, 'Content-Type must be application/json');
  let body: { messages?: unknown };
  try {
    body = JSON.parse(await ctx.readBody(req)) as { messages?: unknown };
  } catch {
    return refuse(res, 400, 21);
  }
  if (!body || !Array.isArray(body.messages) || body.messages.length === 0)
    return refuse(res, 400, 23, 'messages');
  // The emulator takes one message per request (the product sends one); Clickatell takes up to 200.
  if (body.messages.length !== 1) return refuse(res, 400, 22, 'the emulator takes one message per request');
  const entry = body.messages[0] as Entry;
  const to = typeof entry.to === 'string' ? entry.to : '';
  if (entry.channel !== undefined && entry.channel !== 'sms')
    return refuseMessage(res, to, 39, String(entry.channel));
  const handset = /^[1-9]\d{6,14}$/.test(to) ? handsetOf(`+${to}`) : null;
  if (!handset) return refuseMessage(res, to, 25, to);
  const content = typeof entry.content === 'string' ? entry.content : '';
  if (!content) return refuseMessage(res, to, 23, 'content');
  if (content.length > 1600) return refuseMessage(res, to, 24);
  const from = typeof entry.from === 'string' ? entry.from : null;
  if (from !== null && `+${from.replace(/^\+/, '')}` !== account.replyNumber)
    return refuseMessage(res, to, 45, from);
  if (account.optedOut.has(handset)) return refuseMessage(res, to, 26);
  const waitMs = ctx.accounts.take(account, 1);
  if (waitMs > 0)
    return refuse(res, 429, 43, `more than ${account.messagesPerSecond} messages per second`, {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  const unicode = !isGsm7(content);
  const parts = countSms(content, unicode ? 'UCS-2' : 'GSM-7').parts;
  if (account.credits !== null) {
    if (account.credits < parts) return refuseMessage(res, to, 20);
    account.credits -= parts;
  }
  const clientMessageId =
    typeof entry.clientMessageId === 'string' && entry.clientMessageId ? entry.clientMessageId : null;
  const message: StoredMessage = {
    id: newId(),
    account: account.username,
    submissionId: newId(),
    submittedAt: new Date(),
    from: from ? `+${from.replace(/^\+/, '')}` : account.replyNumber,
    to: `+${to}`,
    handset,
    body: content,
    encoding: unicode ? 'UNICODE' : 'TEXT',
    numberOfParts: parts,
    creditCost: parts,
    userSuppliedId: clientMessageId,
    deduplicationId: null,
    deliveryReports: 'ALL',
    status: { type: 'ACCEPTED', subtype: null },
    reports: [],
    clickatell: true,
  };
  ctx.store.add(message);
  ctx.scheduleReports(account, message);
  json(res, 202, { messages: [{ apiMessageId: message.id, accepted: true, to, error: null }], error: null });
}

/** /v1/message[/{apiMessageId}]: the One API. */
export async function clickatellApi(
  ctx: ClickatellContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
) {
  const account = authenticate(ctx, req);
  if (!account) return refuse(res, 401, 1);
  account.clickatell = account.clickatell ?? { statusUrl: null, replyUrl: null };
  if (account.behaviour.latencyMs > 0) await ctx.sleep(account.behaviour.latencyMs);
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  if (path === CLICKATELL_PATH && method === 'POST') return sendMessage(ctx, req, res, account);
  if (path === CLICKATELL_BALANCE_PATH && method === 'GET')
    return json(res, 200, { balance: 1267.92865, currency: 'ZAR' });
  const one = /^\/v1\/message\/([^/]+)$/.exec(path);
  if (one && method === 'GET') {
    const m = ctx.store.get(decodeURIComponent(one[1]!));
    if (!m || m.account !== account.username || !m.clickatell)
      return json(res, 200, { messageId: one[1], status: 'UNKNOWN', statusCode: 1, timestamp: Date.now() });
    const wire = clickatellStatusOf(m.status);
    return json(res, 200, {
      sms: { status: wire.status, statusCode: wire.statusCode, timestamp: Date.now() },
    });
  }
  return refuse(
    res,
    method === 'POST' || method === 'GET' ? 400 : 405,
    method === 'GET' || method === 'POST' ? 41 : 42,
  );
}
