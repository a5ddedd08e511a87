// The emulator's Twilio: Programmable Messaging's REST API (/2010-04-01/Accounts/{AccountSid}/Messages.json,
// IncomingPhoneNumbers) on the same port as BulkSMS's, over the same accounts (Account SID = username, auth
// token = password, the account's reply number = its Twilio number), messages, behaviour and handsets. Status
// callbacks and incoming messages are posted form-encoded and signed with X-Twilio-Signature, as Twilio does
// (functions/src/providers/gateways/README.md lists what was taken from Twilio's documentation).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { countSms, isGsm7 } from '../../../functions/src/platform/sms/sms-segments';
import type { Account, Accounts } from './accounts';
import { handsetOf, type MessageStore, type StatusValue, type StoredMessage } from './messages';

export const TWILIO_PREFIX = '/2010-04-01/';
const TIMEOUT_MS = 15_000;
const LOG_SIZE = 500;
/** Twilio's default opt-out and opt-in keywords (its Advanced Opt-Out defaults). */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'YES', 'UNSTOP']);

export interface TwilioContext {
  accounts: Accounts;
  store: MessageStore;
  /** Reads the request body (bounded). */
  readBody(req: IncomingMessage): Promise<string>;
  /** Checks behaviour (fail, throttle) before a send; the answer to give instead, or null. */
  injected(account: Account): { status: number; retryAfter?: string; detail: string } | null;
  /** Schedules the account's reports of a stored message (the shared controls apply). */
  scheduleReports(account: Account, message: StoredMessage): void;
  sleep(ms: number): Promise<void>;
}

export interface TwilioCall {
  at: string;
  account: string;
  kind: 'status' | 'inbound';
  url: string;
  status: number | null;
  error?: string;
}

const calls: TwilioCall[] = [];
export const recentTwilioCalls = (account?: string) =>
  calls
    .filter((c) => !account || c.account === account)
    .slice(-LOG_SIZE)
    .reverse();
export const clearTwilioCalls = () => {
  calls.length = 0;
};

const sidOf = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
/** The account's one phone number's SID (stable per account). */
const numberSidOf = (account: Account) =>
  `PN${createHash('sha256').update(account.username).digest('hex').slice(0, 32)}`;
const rfc2822 = (date: Date) => date.toUTCString().replace('GMT', '+0000');

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Twilio's error body: code, message, more_info, status. */
function error(
  res: ServerResponse,
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
) {
  json(
    res,
    status,
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    headers,
  );
}

/** Twilio's status words for the emulator's statuses; the ErrorCode of a failure. */
export function twilioStatusOf(status: StatusValue): { status: string; errorCode: number | null } {
  if (status.type === 'ACCEPTED') return { status: 'queued', errorCode: null };
  if (status.type === 'SENT') return { status: 'sent', errorCode: null };
  if (status.type === 'DELIVERED') return { status: 'delivered', errorCode: null };
  if (status.type === 'UNKNOWN') return { status: 'sent', errorCode: null };
  switch (status.subtype) {
    case 'EXPIRED':
      return { status: 'undelivered', errorCode: 30003 }; // unreachable destination handset
    case 'HANDSET_ERROR':
      return { status: 'undelivered', errorCode: 30005 }; // unknown destination handset
    case 'BLOCKED':
      return { status: 'undelivered', errorCode: 30004 }; // message blocked
    default:
      return { status: 'failed', errorCode: 30008 }; // unknown error
  }
}

function resource(account: Account, m: StoredMessage, status = m.status) {
  const wire = twilioStatusOf(status);
  return {
    sid: m.id,
    account_sid: account.username,
    messaging_service_sid: null,
    from: m.from,
    to: m.to,
    body: m.body,
    status: wire.status,
    num_segments: String(m.numberOfParts),
    num_media: '0',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    price: null,
    price_unit: 'USD',
    error_code: wire.errorCode,
    error_message: null,
    date_created: rfc2822(m.submittedAt),
    date_updated: rfc2822(new Date()),
    date_sent: status.type === 'ACCEPTED' ? null : rfc2822(m.submittedAt),
    uri: `/2010-04-01/Accounts/${account.username}/Messages/${m.id}.json`,
  };
}

/**
 * X-Twilio-Signature as Twilio documents it (written here on its own, not taken from the product, so the
 * product's check is tested against an independent signer): the URL, then each parameter sorted by name as
 * name + value, HMAC-SHA1 keyed with the auth token, base64.
 */
export function signTwilio(authToken: string, url: string, params: [string, string][]): string {
  const names = [...new Set(params.map(([n]) => n))].sort();
  let data = url;
  for (const name of names)
    for (const value of params
      .filter(([n]) => n === name)
      .map(([, v]) => v)
      .sort())
      data += name + value;
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Posts a form to the product, signed with the account's auth token, as Twilio does. */
async function postSigned(
  account: Account,
  kind: TwilioCall['kind'],
  url: string,
  params: [string, string][],
) {
  const signature = signTwilio(account.password, url, params);
  let status: number | null = null;
  let failure: string | undefined;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8',
        'User-Agent': 'TwilioProxy/1.1',
        'X-Twilio-Signature': signature,
      },
      body: new URLSearchParams(params).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
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
    url,
    status,
    ...(failure ? { error: failure } : {}),
  });
  if (calls.length > LOG_SIZE * 2) calls.splice(0, calls.length - LOG_SIZE);
}

/** A status change of a message sent through Twilio's API: posted to its StatusCallback (copies: duplicates). */
export function postTwilioStatus(
  account: Account,
  m: StoredMessage,
  status: StatusValue,
  copies: number,
): void {
  const url = m.twilio?.statusCallback;
  if (!url) return;
  const wire = twilioStatusOf(status);
  const params: [string, string][] = [
    ['AccountSid', account.username],
    ['ApiVersion', '2010-04-01'],
    ['From', m.from ?? ''],
    ['MessageSid', m.id],
    ['MessageStatus', wire.status],
    ['SmsSid', m.id],
    ['SmsStatus', wire.status],
    ['To', m.to],
    ...(wire.errorCode ? ([['ErrorCode', String(wire.errorCode)]] as [string, string][]) : []),
  ];
  for (let i = 0; i < copies; i += 1) void postSigned(account, 'status', url, params);
}

/**
 * A handset's message to the account's Twilio number: posted to the number's SmsUrl, signed. STOP words opt
 * the handset out of the number (later sends answer 21610), START words opt it back in, as Twilio's default
 * opt-out handling does. False when the number has no SmsUrl.
 */
export function postTwilioInbound(
  account: Account,
  from: string,
  to: string,
  body: string,
  sid: string,
): boolean {
  const word = body.trim().toUpperCase();
  if (STOP_WORDS.has(word)) account.optedOut.add(from);
  if (START_WORDS.has(word)) account.optedOut.delete(from);
  if (!account.smsUrl) return false;
  const segments = countSms(body, isGsm7(body) ? 'GSM-7' : 'UCS-2').parts;
  void postSigned(account, 'inbound', account.smsUrl, [
    ['AccountSid', account.username],
    ['ApiVersion', '2010-04-01'],
    ['Body', body],
    ['From', from],
    ['MessageSid', sid],
    ['NumMedia', '0'],
    ['NumSegments', String(segments)],
    ['SmsMessageSid', sid],
    ['SmsSid', sid],
    ['SmsStatus', 'received'],
    ['To', to],
  ]);
  return true;
}

export const newInboundSid = () => sidOf('SM');

/** The account a Basic header names when it matches the Account SID in the path; else null. */
function authenticate(ctx: TwilioContext, req: IncomingMessage, accountSid: string): Account | null {
  const account = ctx.accounts.authenticate(req.headers.authorization);
  return account && account.username === accountSid ? account : null;
}

/** Our message id as the product puts it in the StatusCallback URL (`ref`), shown as the message's reference. */
function referenceOf(statusCallback: string | null): string | null {
  if (!statusCallback) return null;
  try {
    return new URL(statusCallback).searchParams.get('ref');
  } catch {
    return null;
  }
}

async function createMessage(
  ctx: TwilioContext,
  req: IncomingMessage,
  res: ServerResponse,
  account: Account,
) {
  const injected = ctx.injected(account);
  if (injected) {
    if (injected.status === 429)
      return error(res, 429, 20429, 'Too Many Requests', { 'Retry-After': injected.retryAfter ?? '1' });
    return error(res, injected.status, 20500, `Internal Server Error (${injected.detail})`);
  }
  const form = new URLSearchParams(await ctx.readBody(req));
  const to = form.get('To') ?? '';
  const body = form.get('Body') ?? '';
  const from = form.get('From');
  const service = form.get('MessagingServiceSid');
  const handset = handsetOf(to);
  if (!to || !handset || !to.startsWith('+'))
    return error(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
  if (!from && !service)
    return error(res, 400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
  if (from && from !== account.replyNumber)
    return error(
      res,
      400,
      21606,
      `The From phone number ${from} is not a valid, SMS-capable inbound phone number for your account.`,
    );
  if (service && !/^MG[0-9a-f]{32}$/i.test(service))
    return error(res, 400, 21701, 'The Messaging Service Sid is invalid.');
  if (!body) return error(res, 400, 21602, 'Message body is required.');
  if (body.length > 1600)
    return error(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
  if (account.optedOut.has(handset))
    return error(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
  const statusCallback = form.get('StatusCallback');
  if (statusCallback && !/^https?:\/\/\S+$/i.test(statusCallback))
    return error(res, 400, 21609, 'Invalid StatusCallback URL');
  const waitMs = ctx.accounts.take(account, 1);
  if (waitMs > 0)
    return error(res, 429, 20429, 'Too Many Requests', {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  const unicode = !isGsm7(body);
  const parts = countSms(body, unicode ? 'UCS-2' : 'GSM-7').parts;
  if (account.credits !== null) {
    if (account.credits < parts) return error(res, 400, 30001, 'Queue overflow: account balance too low');
    account.credits -= parts;
  }
  const reference = referenceOf(statusCallback);
  const message: StoredMessage = {
    id: sidOf('SM'),
    account: account.username,
    submissionId: sidOf('SB'),
    submittedAt: new Date(),
    from: from ?? account.replyNumber,
    to,
    handset,
    body,
    encoding: unicode ? 'UNICODE' : 'TEXT',
    numberOfParts: parts,
    creditCost: parts,
    userSuppliedId: reference,
    deduplicationId: null,
    deliveryReports: 'ALL',
    status: { type: 'ACCEPTED', subtype: null },
    reports: [],
    twilio: { statusCallback },
  };
  ctx.store.add(message);
  ctx.scheduleReports(account, message);
  json(res, 201, resource(account, message));
}

function listMessages(ctx: TwilioContext, res: ServerResponse, url: URL, account: Account) {
  const to = url.searchParams.get('To') ?? undefined;
  const from = url.searchParams.get('From');
  const pageSize = Math.min(Math.max(Number(url.searchParams.get('PageSize') ?? 50) || 50, 1), 1000);
  const found = ctx.store
    .list({ to, account: account.username, limit: 50_000 })
    .filter((m) => m.twilio && (!from || m.from === from))
    .slice(0, pageSize);
  json(res, 200, {
    messages: found.map((m) => resource(account, m)),
    page: 0,
    page_size: pageSize,
    first_page_uri: `${url.pathname}?${url.searchParams}`,
    next_page_uri: null,
    previous_page_uri: null,
    uri: `${url.pathname}?${url.searchParams}`,
    start: 0,
    end: Math.max(0, found.length - 1),
  });
}

function numberResource(account: Account) {
  return {
    sid: numberSidOf(account),
    account_sid: account.username,
    phone_number: account.replyNumber,
    friendly_name: account.replyNumber,
    sms_url: account.smsUrl ?? '',
    sms_method: 'POST',
    capabilities: { sms: true, mms: false, voice: false },
  };
}

/** /2010-04-01/...: Twilio's REST API. */
export async function twilioApi(ctx: TwilioContext, req: IncomingMessage, res: ServerResponse, url: URL) {
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const own = /^\/2010-04-01\/Accounts\/([^/]+)\.json$/.exec(path);
  if (own && method === 'GET') {
    // The account itself (what a connection test reads): its SID, name, status and type.
    const account = authenticate(ctx, req, decodeURIComponent(own[1]!));
    if (!account)
      return error(res, 401, 20003, 'Authenticate', { 'WWW-Authenticate': 'Basic realm="Twilio API"' });
    return json(res, 200, {
      sid: account.username,
      friendly_name: `Emulated account ${account.replyNumber}`,
      status: 'active',
      type: 'Full',
      uri: `/2010-04-01/Accounts/${account.username}.json`,
    });
  }
  const match = /^\/2010-04-01\/Accounts\/([^/]+)(\/.*)$/.exec(path);
  if (!match) return error(res, 404, 20404, 'The requested resource was not found');
  const account = authenticate(ctx, req, decodeURIComponent(match[1]!));
  if (!account)
    return error(res, 401, 20003, 'Authenticate', { 'WWW-Authenticate': 'Basic realm="Twilio API"' });
  account.twilio = true;
  if (account.behaviour.latencyMs > 0) await ctx.sleep(account.behaviour.latencyMs);
  const rest = match[2]!;
  if (rest === '/Messages.json' && method === 'POST') {
    if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? ''))
      return error(res, 400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
    return createMessage(ctx, req, res, account);
  }
  if (rest === '/Messages.json' && method === 'GET') return listMessages(ctx, res, url, account);
  const one = /^\/Messages\/([^/]+)\.json$/.exec(rest);
  if (one && method === 'GET') {
    const m = ctx.store.get(one[1]!);
    if (!m || m.account !== account.username || !m.twilio)
      return error(res, 404, 20404, `The requested resource ${path}.json was not found`);
    return json(res, 200, resource(account, m));
  }
  if (rest === '/IncomingPhoneNumbers.json' && method === 'GET') {
    const wanted = url.searchParams.get('PhoneNumber');
    const numbers = !wanted || wanted === account.replyNumber ? [numberResource(account)] : [];
    return json(res, 200, { incoming_phone_numbers: numbers, page: 0, page_size: 50, next_page_uri: null });
  }
  const number = /^\/IncomingPhoneNumbers\/([^/]+)\.json$/.exec(rest);
  if (number && number[1] === numberSidOf(account)) {
    if (method === 'GET') return json(res, 200, numberResource(account));
    if (method === 'POST') {
      const form = new URLSearchParams(await ctx.readBody(req));
      const smsUrl = form.get('SmsUrl');
      if (smsUrl !== null && smsUrl !== '' && !/^https?:\/\/\S+$/i.test(smsUrl))
        return error(res, 400, 21502, 'SmsUrl is not a valid URL');
      if (smsUrl !== null) account.smsUrl = smsUrl || null;
      return json(res, 200, numberResource(account));
    }
  }
  return error(res, 404, 20404, `The requested resource ${path} was not found`);
}
