// The local SMS gateway: BulkSMS's JSON REST API (/v1/messages, /v1/webhooks) on loopback (and Twilio's and
// Clickatell's APIs beside it: ./twilio.ts, ./clickatell.ts), with its
// answers, error bodies, deduplication, part counting, per-account rate limit and webhooks, plus a control
// API (/__emulator/...) that tests use to make it slow, throttle, fail or report oddly, and a web page.
// Started by scripts/local/stack.ts; see ./README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  Accounts,
  accountsFilePath,
  DEFAULT_BEHAVIOUR,
  type Account,
  type Behaviour,
  type Webhook,
} from './accounts';
import {
  BadSubmission,
  finalStatusFor,
  handsetOf,
  MessageStore,
  planSubmission,
  statusText,
  wireMessage,
  type StatusValue,
  type StoredMessage,
} from './messages';
import { CallbackReceiver } from './callbacks';
import { escapeHtml, renderPage } from './page';
import { hideSecret, WebhookDispatcher } from './webhooks';
import {
  clearTwilioCalls,
  newInboundSid,
  postTwilioInbound,
  postTwilioStatus,
  recentTwilioCalls,
  TWILIO_PREFIX,
  twilioApi,
  type TwilioContext,
} from './twilio';
import {
  CLICKATELL_BALANCE_PATH,
  CLICKATELL_PATH,
  clearClickatellCalls,
  clickatellApi,
  newClickatellReplyId,
  postClickatellReply,
  postClickatellStatus,
  recentClickatellCalls,
  type ClickatellContext,
} from './clickatell';

const port = Number(process.env.SMS_GATEWAY_PORT ?? 4700);
const stage = process.env.STAGE ?? 'local';
const capacity = Number(process.env.SMS_GATEWAY_MAX_MESSAGES ?? 50_000);
const MAX_BODY = 16 * 1024 * 1024;

const accounts = new Accounts(accountsFilePath(stage));
const store = new MessageStore(capacity);
const dispatcher = new WebhookDispatcher();
/** A partner's callback receiver for the product's web-service callbacks (./callbacks.ts). */
const callbacks = new CallbackReceiver();
const reportTimers = new Set<NodeJS.Timeout>();
let inboundIds = 0;

// ---- answers -------------------------------------------------------------------------------------------

const ERROR_TYPES: Record<number, [string, string]> = {
  400: ['bad-request', 'Bad Request'],
  401: ['authentication-failed', 'Authentication Failed'],
  403: ['forbidden', 'Forbidden'],
  404: ['not-found', 'Not Found'],
  405: ['method-not-allowed', 'Method Not Allowed'],
  413: ['payload-too-large', 'Payload Too Large'],
  415: ['unsupported-media-type', 'Unsupported Media Type'],
  429: ['too-many-requests', 'Too Many Requests'],
  500: ['internal-server-error', 'Internal Server Error'],
  502: ['bad-gateway', 'Bad Gateway'],
  503: ['service-unavailable', 'Service Unavailable'],
  504: ['gateway-timeout', 'Gateway Timeout'],
};

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** BulkSMS's error body: type (a URL on its errors page), title, status, detail. */
function problem(
  res: ServerResponse,
  status: number,
  detail?: string,
  headers: Record<string, string> = {},
  title?: string,
): void {
  const [slug, defaultTitle] = ERROR_TYPES[status] ?? ['error', 'Error'];
  json(
    res,
    status,
    {
      type: `https://developer.bulksms.com/json/v1/errors#${title === 'Insufficient Credits' ? 'insufficient-credits' : slug}`,
      title: title ?? defaultTitle,
      status,
      ...(detail ? { detail } : {}),
    },
    headers,
  );
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const chance = (value: boolean | number) =>
  value === true || (typeof value === 'number' && Math.random() < value);

// ---- delivery reports and replies ------------------------------------------------------------------------

function isFinal(s: StatusValue) {
  return s.type === 'DELIVERED' || s.type === 'FAILED';
}

/** A status change of a sent message: recorded, and posted to the account's SENT webhooks. */
function report(account: Account, message: StoredMessage, status: StatusValue, copies: number): void {
  // The emulator's own view never goes back from a final status; the webhooks get what "the network" said.
  if (!isFinal(message.status)) message.status = status;
  message.reports.push({ status: statusText(status), at: new Date().toISOString() });
  if (message.twilio) return postTwilioStatus(account, message, status, copies);
  if (message.clickatell) return postClickatellStatus(account, message, status, copies);
  if (message.deliveryReports === 'NONE') return;
  if (message.deliveryReports === 'ERRORS' && status.type !== 'FAILED') return;
  dispatcher.enqueue(account, 'SENT', wireMessage(message, status), copies);
}

/** ACCEPTED → SENT → DELIVERED (or FAILED for the test numbers), as the account's behaviour says. */
function scheduleReports(account: Account, message: StoredMessage): void {
  const b = account.behaviour;
  if (chance(b.dlrDrop)) return;
  const steps: StatusValue[] = [
    ...(b.dlrSent ? [{ type: 'SENT', subtype: null } as StatusValue] : []),
    finalStatusFor(message.handset),
  ];
  if (b.dlrOutOfOrder) steps.reverse();
  const copies = b.dlrDuplicate ? 2 : 1;
  steps.forEach((status, i) => {
    const timer = setTimeout(
      () => {
        reportTimers.delete(timer);
        report(account, message, status, copies);
      },
      b.dlrDelayMs * (i + 1),
    );
    reportTimers.add(timer);
  });
}

/** A handset replies: a RECEIVED message object to the account's RECEIVED webhooks. */
function receive(account: Account, from: string, body: string) {
  const related = store.latestTo(from, account.username);
  inboundIds += 1;
  const at = new Date();
  const to = related?.from ?? account.replyNumber;
  // A Twilio account (used through Twilio's API) gets Twilio's signed form post to its number's SmsUrl;
  // otherwise BulkSMS's RECEIVED webhooks.
  if (account.twilio) {
    const sid = newInboundSid();
    const posted = postTwilioInbound(account, from, account.replyNumber, body, sid);
    store.addReply({
      id: sid,
      account: account.username,
      from,
      to: account.replyNumber,
      body,
      at,
      relatedSentMessageId: related?.id ?? null,
      outcome: posted ? 'posted to the number’s SmsUrl (Twilio)' : 'the Twilio number has no SmsUrl',
    });
    return { id: sid, webhooks: posted ? 1 : 0, relatedSentMessageId: related?.id ?? null };
  }
  // A Clickatell integration (used through the One API, or given its callback URLs) gets its reply callback.
  if (account.clickatell) {
    const id = newClickatellReplyId();
    const posted = postClickatellReply(account, from, account.replyNumber, body, id, related ?? null);
    store.addReply({
      id,
      account: account.username,
      from,
      to: account.replyNumber,
      body,
      at,
      relatedSentMessageId: related?.id ?? null,
      outcome: posted
        ? 'posted to the reply callback (Clickatell)'
        : 'the Clickatell integration has no reply callback URL',
    });
    return { id, webhooks: posted ? 1 : 0, relatedSentMessageId: related?.id ?? null };
  }
  const id = store.newId();
  const message = {
    id,
    type: 'RECEIVED',
    from,
    to,
    body,
    encoding: /^[\x20-\x7e\n\r]*$/.test(body) ? 'TEXT' : 'UNICODE',
    protocolId: 0,
    messageClass: 0,
    numberOfParts: 1,
    creditCost: 0,
    submission: {
      id: `2-${String(inboundIds).padStart(20, '0')}`,
      date: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    // Not documented for received messages; DELIVERED (to BulkSMS) is the emulator's choice.
    status: { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null },
    relatedSentMessageId: related?.id ?? null,
    userSuppliedId: null,
  };
  const webhooks = dispatcher.enqueue(account, 'RECEIVED', message);
  store.addReply({
    id,
    account: account.username,
    from,
    to,
    body,
    at,
    relatedSentMessageId: related?.id ?? null,
    outcome: webhooks
      ? `posted to ${webhooks} RECEIVED webhook${webhooks === 1 ? '' : 's'}`
      : 'no RECEIVED webhook registered',
  });
  return { id, webhooks, relatedSentMessageId: related?.id ?? null };
}

// ---- /v1: the BulkSMS API ------------------------------------------------------------------------------

/** The behaviour's injected answer to a send (failCount, failRate, throttle), or null; shared by both APIs. */
function injectedFailure(account: Account): { status: number; retryAfter?: string; detail: string } | null {
  const b = account.behaviour;
  if (b.failCount > 0) {
    b.failCount -= 1;
    return { status: b.failWith, detail: 'Failure injected by the emulator (failCount)' };
  }
  if (b.failRate > 0 && Math.random() < b.failRate)
    return { status: b.failWith, detail: 'Failure injected by the emulator (failRate)' };
  if (chance(b.throttle))
    return { status: 429, retryAfter: '1', detail: 'Throttled by the emulator (throttle)' };
  return null;
}

const twilioContext: TwilioContext = {
  accounts,
  store,
  readBody,
  injected: injectedFailure,
  scheduleReports: (account, message) => scheduleReports(account, message),
  sleep: (ms) => sleep(ms).then(() => undefined),
};

const clickatellContext: ClickatellContext = twilioContext;

async function sendMessages(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  account: Account,
): Promise<void> {
  const injected = injectedFailure(account);
  if (injected)
    return problem(
      res,
      injected.status,
      injected.detail,
      injected.retryAfter ? { 'Retry-After': injected.retryAfter } : {},
    );

  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    return problem(res, 415, 'Content-Type must be application/json');
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return problem(res, 400, 'The request body is not valid JSON');
  }
  const dedupText = url.searchParams.get('deduplication-id');
  let deduplicationId: number | null = null;
  if (dedupText !== null) {
    deduplicationId = Number(dedupText);
    if (!/^-?\d+$/.test(dedupText) || deduplicationId < -2147483648 || deduplicationId > 2147483647)
      return problem(res, 400, 'deduplication-id must be a 32-bit integer');
  }
  let planned;
  try {
    planned = planSubmission(body, url.searchParams.get('auto-unicode') === 'true', account.replyNumber);
  } catch (error) {
    if (error instanceof BadSubmission) return problem(res, 400, error.message);
    throw error;
  }
  // A resubmission: the same answer, nothing sent again.
  if (deduplicationId !== null) {
    const repeat = store.repeatOf(account.username, deduplicationId);
    if (repeat) return json(res, 201, repeat);
  }
  const cost = planned.reduce((sum, p) => sum + p.numberOfParts, 0);
  if (account.credits !== null && account.credits < cost)
    return problem(res, 403, undefined, {}, 'Insufficient Credits');
  const waitMs = accounts.take(account, planned.length);
  if (waitMs > 0)
    return problem(res, 429, `More than ${account.messagesPerSecond} messages per second`, {
      'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
    });
  if (account.credits !== null) account.credits -= cost;

  const submissionId = store.newSubmissionId();
  const submittedAt = new Date();
  const created = planned.map((p) => {
    const message: StoredMessage = {
      id: store.newId(),
      account: account.username,
      submissionId,
      submittedAt,
      from: p.from,
      to: p.to,
      handset: p.handset,
      body: p.body,
      encoding: p.encoding,
      numberOfParts: p.numberOfParts,
      creditCost: p.numberOfParts,
      userSuppliedId: p.userSuppliedId,
      deduplicationId,
      deliveryReports: p.deliveryReports,
      status: { type: 'ACCEPTED', subtype: null },
      reports: [],
    };
    store.add(message);
    return message;
  });
  const answer = created.map((m) => wireMessage(m, m.status, true));
  if (deduplicationId !== null)
    store.remember(
      account.username,
      deduplicationId,
      answer,
      created.map((m) => m.id),
    );
  for (const m of created) scheduleReports(account, m);
  json(res, 201, answer);
}

function webhookView(w: Webhook) {
  return {
    id: w.id,
    name: w.name,
    url: w.url,
    triggerScope: w.triggerScope,
    active: w.active,
    onWebApp: w.onWebApp,
    invokeOption: w.invokeOption,
    contactEmailAddress: w.contactEmailAddress,
  };
}

/** POST /v1/webhooks and POST /v1/webhooks/{id}: checks the entry, and calls the URL with [] when active. */
async function saveWebhook(req: IncomingMessage, res: ServerResponse, account: Account, existing?: Webhook) {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(await readBody(req)) as Record<string, unknown>;
    if (!entry || typeof entry !== 'object' || Array.isArray(entry)) throw new Error('not an object');
  } catch {
    return problem(res, 400, 'The request body must be a webhook object');
  }
  const name = entry.name ?? existing?.name;
  const url = entry.url ?? existing?.url;
  const triggerScope = entry.triggerScope ?? existing?.triggerScope;
  if (typeof name !== 'string' || !name.trim()) return problem(res, 400, 'name is required');
  if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/i.test(url))
    return problem(res, 400, 'url must start with http or https');
  if (triggerScope !== 'SENT' && triggerScope !== 'RECEIVED')
    return problem(res, 400, 'triggerScope must be SENT or RECEIVED (case sensitive)');
  if (account.webhooks.some((w) => w.name === name && w.id !== existing?.id))
    return problem(res, 400, `A webhook named '${name}' already exists`);
  const invokeOption = entry.invokeOption ?? existing?.invokeOption ?? 'ONE';
  if (invokeOption !== 'ONE' && invokeOption !== 'MANY')
    return problem(res, 400, 'invokeOption must be ONE or MANY');
  const active = entry.active === undefined ? (existing?.active ?? true) : entry.active === true;
  if (active) {
    const failure = await dispatcher.validate(url);
    if (failure) return problem(res, 400, failure);
  }
  const webhook: Webhook = {
    id: existing?.id ?? accounts.nextWebhookId(),
    name,
    url,
    triggerScope,
    active,
    invokeOption,
    onWebApp: entry.onWebApp === undefined ? (existing?.onWebApp ?? true) : entry.onWebApp === true,
    contactEmailAddress:
      typeof entry.contactEmailAddress === 'string'
        ? entry.contactEmailAddress
        : (existing?.contactEmailAddress ?? null),
  };
  account.webhooks = [...account.webhooks.filter((w) => w.id !== webhook.id), webhook].sort(
    (a, b) => a.id - b.id,
  );
  if (existing) dispatcher.forget(existing.id);
  json(res, 200, webhookView(webhook));
}

async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const account = accounts.authenticate(req.headers.authorization);
  if (!account)
    return problem(res, 401, 'Full authentication is required to access this resource', {
      'WWW-Authenticate': 'Basic realm="BulkSMS"',
    });
  if (account.behaviour.latencyMs > 0) await sleep(account.behaviour.latencyMs);
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const webhookMatch = /^\/v1\/webhooks\/([^/]+)$/.exec(path);
  const messageMatch = /^\/v1\/messages\/([^/]+)$/.exec(path);

  if (path === '/v1/messages' && method === 'POST') return sendMessages(req, res, url, account);
  if (path === '/v1/messages' && method === 'GET') {
    // Only the simple filters: type=SENT, userSuppliedId=..., status.type=...
    const filter = new URLSearchParams(url.searchParams.get('filter') ?? '');
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000) || 1000, 1000);
    const userSuppliedId = filter.get('userSuppliedId') ?? undefined;
    const statusType = filter.get('status.type');
    const found = store
      .list({ account: account.username, reference: userSuppliedId, limit: 50_000 })
      .filter((m) => !statusType || m.status.type === statusType)
      .slice(0, limit);
    return json(
      res,
      200,
      found.map((m) => wireMessage(m, m.status)),
    );
  }
  if (messageMatch && method === 'GET') {
    const message = store.get(decodeURIComponent(messageMatch[1]!));
    if (!message || message.account !== account.username)
      return problem(res, 404, `Message with id '${messageMatch[1]}' does not exist`);
    return json(res, 200, wireMessage(message, message.status));
  }
  if (path === '/v1/profile' && method === 'GET')
    return json(res, 200, {
      id: account.username.slice(0, 8),
      username: account.username,
      credits: { balance: account.credits, isTransferAllowed: false },
      quota: { size: null, remaining: null },
    });
  if (path === '/v1/webhooks' && method === 'GET') return json(res, 200, account.webhooks.map(webhookView));
  if (path === '/v1/webhooks' && method === 'POST') return saveWebhook(req, res, account);
  if (webhookMatch) {
    const webhook = account.webhooks.find((w) => String(w.id) === webhookMatch[1]);
    if (!webhook) return problem(res, 404, `Webhook with id '${webhookMatch[1]}' does not exist`);
    if (method === 'GET') return json(res, 200, webhookView(webhook));
    if (method === 'POST') return saveWebhook(req, res, account, webhook);
    if (method === 'DELETE') {
      account.webhooks = account.webhooks.filter((w) => w.id !== webhook.id);
      dispatcher.forget(webhook.id);
      res.writeHead(200).end();
      return;
    }
    return problem(res, 405);
  }
  return problem(res, 404, `No such resource: ${method} ${path}`);
}

// ---- /__emulator: the control API ----------------------------------------------------------------------

const BEHAVIOUR_KEYS = Object.keys(DEFAULT_BEHAVIOUR) as (keyof Behaviour)[];

/** Checks and applies a behaviour patch; the error text when it is not one. */
function applyBehaviour(account: Account, patch: Record<string, unknown>): string | null {
  const next = { ...account.behaviour };
  for (const [key, value] of Object.entries(patch)) {
    if (!BEHAVIOUR_KEYS.includes(key as keyof Behaviour))
      return `Unknown behaviour "${key}"; known: ${BEHAVIOUR_KEYS.join(', ')}`;
    const k = key as keyof Behaviour;
    const ratioOrFlag = k === 'throttle' || k === 'dlrDrop';
    const flag = k === 'dlrOutOfOrder' || k === 'dlrDuplicate' || k === 'dlrSent';
    if (flag && typeof value !== 'boolean') return `${key} must be true or false`;
    if (
      ratioOrFlag &&
      !(typeof value === 'boolean' || (typeof value === 'number' && value >= 0 && value <= 1))
    )
      return `${key} must be true, false or a ratio from 0 to 1`;
    if (k === 'failRate' && !(typeof value === 'number' && value >= 0 && value <= 1))
      return 'failRate must be from 0 to 1';
    if (
      k === 'failWith' &&
      !(Number.isInteger(value) && (value as number) >= 400 && (value as number) <= 599)
    )
      return 'failWith must be an HTTP status from 400 to 599';
    if (
      (k === 'latencyMs' || k === 'dlrDelayMs' || k === 'failCount') &&
      !(Number.isInteger(value) && (value as number) >= 0)
    )
      return `${key} must be a whole number, 0 or more`;
    (next as Record<string, unknown>)[k] = value;
  }
  account.behaviour = next;
  return null;
}

function publicAccount(a: Account) {
  return {
    username: a.username,
    messagesPerSecond: a.messagesPerSecond,
    credits: a.credits,
    replyNumber: a.replyNumber,
    behaviour: a.behaviour,
    webhooks: a.webhooks.map((w) => ({ ...webhookView(w), url: hideSecret(w.url) })),
  };
}

function controlMessage(m: StoredMessage) {
  return {
    id: m.id,
    account: m.account,
    to: m.to,
    handset: m.handset,
    from: m.from,
    body: m.body,
    encoding: m.encoding,
    numberOfParts: m.numberOfParts,
    creditCost: m.creditCost,
    reference: m.userSuppliedId,
    deduplicationId: m.deduplicationId,
    submissions: store.submissionsOf(m),
    submittedAt: m.submittedAt.toISOString(),
    status: statusText(m.status),
    reports: m.reports,
  };
}

async function readJsonOrForm(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? ''))
    return Object.fromEntries(new URLSearchParams(text));
  const parsed = text ? (JSON.parse(text) as unknown) : {};
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error('expected a JSON object');
  return parsed as Record<string, unknown>;
}

async function control(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const path = url.pathname.replace(/\/+$/, '');
  const method = req.method ?? 'GET';
  const behaviourMatch = /^\/__emulator\/accounts\/([^/]+)\/behaviour$/.exec(path);
  const bad = (message: string) => json(res, 400, { message });

  if (path === '/__emulator/accounts' && method === 'GET')
    return json(res, 200, accounts.list().map(publicAccount));
  if (path === '/__emulator/accounts' && method === 'POST') {
    const body = await readJsonOrForm(req);
    const { username, password, messagesPerSecond, credits, replyNumber } = body;
    if (typeof username !== 'string' || !/^[\x21-\x39\x3b-\x7e]{1,100}$/.test(username))
      return bad('username: 1 to 100 printable characters, no colon');
    if (typeof password !== 'string' || !password) return bad('password is required');
    if (
      messagesPerSecond !== undefined &&
      !(Number.isInteger(messagesPerSecond) && (messagesPerSecond as number) > 0)
    )
      return bad('messagesPerSecond must be a whole number above 0');
    if (credits !== undefined && credits !== null && typeof credits !== 'number')
      return bad('credits must be a number or null');
    if (replyNumber !== undefined && (typeof replyNumber !== 'string' || !handsetOf(replyNumber)))
      return bad('replyNumber must be a phone number');
    const account = accounts.upsert({
      username,
      password,
      messagesPerSecond: messagesPerSecond as number | undefined,
      credits: credits as number | null | undefined,
      replyNumber: replyNumber as string | undefined,
    });
    return json(res, 201, publicAccount(account));
  }
  if (behaviourMatch) {
    const account = accounts.get(decodeURIComponent(behaviourMatch[1]!));
    if (!account) return json(res, 404, { message: 'No such account' });
    if (method === 'DELETE') {
      account.behaviour = { ...DEFAULT_BEHAVIOUR };
      return json(res, 200, account.behaviour);
    }
    if (method === 'GET') return json(res, 200, account.behaviour);
    if (method !== 'POST') return json(res, 405, { message: 'Use GET, POST or DELETE' });
    const error = applyBehaviour(account, await readJsonOrForm(req));
    return error ? bad(error) : json(res, 200, account.behaviour);
  }
  if (path === '/__emulator/messages' && method === 'GET') {
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 1000) || 1000, capacity);
    const found = store.list({
      to: url.searchParams.get('to') ?? undefined,
      reference: url.searchParams.get('reference') ?? undefined,
      account: url.searchParams.get('account') ?? undefined,
      limit,
    });
    return json(res, 200, found.map(controlMessage));
  }
  if (path === '/__emulator/inbound' && method === 'POST') {
    const form = /^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '');
    const body = await readJsonOrForm(req);
    const from = typeof body.from === 'string' ? handsetOf(body.from) : null;
    if (!from) return bad('from must be a phone number');
    if (typeof body.body !== 'string' || !body.body.trim()) return bad('body is required');
    const named = typeof body.account === 'string' && body.account ? accounts.get(body.account) : undefined;
    if (typeof body.account === 'string' && body.account && !named) return bad('No such account');
    const account = named ?? accounts.get(store.latestTo(from)?.account ?? '');
    if (!account) return bad('Name the account: no account has sent to this handset');
    const result = receive(account, from, body.body.slice(0, 1600));
    if (form) {
      res.writeHead(303, { Location: `/#h${from.replace(/\D/g, '')}` }).end();
      return;
    }
    return json(res, 202, result);
  }
  const clickatellMatch = /^\/__emulator\/accounts\/([^/]+)\/clickatell$/.exec(path);
  if (clickatellMatch && method === 'POST') {
    // The integration's callback URLs, as an operator pastes them into Clickatell's portal.
    const account = accounts.get(decodeURIComponent(clickatellMatch[1]!));
    if (!account) return json(res, 404, { message: 'No such account' });
    const body = await readJsonOrForm(req);
    const urls = { statusUrl: body.statusUrl ?? null, replyUrl: body.replyUrl ?? null };
    for (const [key, value] of Object.entries(urls))
      if (value !== null && (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value)))
        return bad(`${key} must be an http(s) URL or null`);
    account.clickatell = urls as { statusUrl: string | null; replyUrl: string | null };
    return json(res, 200, {
      statusUrl: hideSecret(String(urls.statusUrl)),
      replyUrl: hideSecret(String(urls.replyUrl)),
    });
  }
  if (path === '/__emulator/clickatell-calls' && method === 'GET')
    return json(res, 200, recentClickatellCalls(url.searchParams.get('account') ?? undefined));
  if (path === '/__emulator/webhook-calls' && method === 'GET')
    return json(res, 200, dispatcher.recent(url.searchParams.get('account') ?? undefined));
  if (path === '/__emulator/twilio-calls' && method === 'GET')
    return json(res, 200, recentTwilioCalls(url.searchParams.get('account') ?? undefined));
  if (path === '/__emulator/reset' && method === 'POST') {
    const body = await readJsonOrForm(req);
    for (const t of reportTimers) clearTimeout(t);
    reportTimers.clear();
    dispatcher.clear();
    clearTwilioCalls();
    clearClickatellCalls();
    store.clear();
    callbacks.clear();
    if (body.all === true) accounts.resetAll();
    else
      for (const a of accounts.list()) {
        a.behaviour = { ...DEFAULT_BEHAVIOUR };
        a.optedOut.clear();
      }
    return json(res, 200, { ok: true });
  }
  return json(res, 404, { message: `No such control call: ${method} ${path}` });
}

// ---- the server ----------------------------------------------------------------------------------------

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  void (async () => {
    // Clickatell's One API (/v1/message, singular) before BulkSMS's /v1 (/v1/messages): neither has the other's path.
    if (
      url.pathname === CLICKATELL_PATH ||
      url.pathname.startsWith(`${CLICKATELL_PATH}/`) ||
      url.pathname === CLICKATELL_BALANCE_PATH
    )
      return clickatellApi(clickatellContext, req, res, url);
    if (url.pathname.startsWith('/v1/') || url.pathname === '/v1') return api(req, res, url);
    if (url.pathname.startsWith(TWILIO_PREFIX)) return twilioApi(twilioContext, req, res, url);
    if (url.pathname.startsWith('/__emulator/callback') && (await callbacks.handle(req, res, url))) return;
    if (url.pathname.startsWith('/__emulator/')) return control(req, res, url);
    if (req.method === 'GET' && url.pathname === '/health')
      return json(res, 200, { ok: true, messages: store.size, pendingWebhookCalls: dispatcher.pending });
    if (req.method === 'GET' && url.pathname === '/') {
      const html = renderPage({
        port,
        accounts: accounts.list(),
        store,
        pendingWebhooks: dispatcher.pending,
      });
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'",
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(html);
      return;
    }
    return problem(res, 404, `No such resource: ${escapeHtml(url.pathname)}`);
  })().catch((error: unknown) => {
    console.error(`sms-gateway: ${req.method} ${url.pathname}: ${String(error)}`);
    if (!res.headersSent)
      problem(res, (error as Error).message === 'too large' ? 413 : 400, String((error as Error).message));
    else res.end();
  });
});
server.keepAliveTimeout = 65_000;

server.listen(port, '127.0.0.1', () =>
  console.log(
    `sms-gateway: BulkSMS (http://127.0.0.1:${port}/v1), Twilio (http://127.0.0.1:${port}/2010-04-01) and Clickatell (http://127.0.0.1:${port}/v1/message) emulator (page: http://127.0.0.1:${port}/)`,
  ),
);

for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
