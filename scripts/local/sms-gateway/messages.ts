// The emulator's messages: reading a POST /v1/messages body the way BulkSMS documents it (a
// SubmissionEntry or an array of them), counting parts, and keeping what handsets received in memory,
// bounded (the oldest messages are forgotten first).
import { countSms, isGsm7 } from '../../../functions/src/platform/sms/sms-segments';

/** A submission the emulator refuses: answered 400 with this detail. */
export class BadSubmission extends Error {}

export interface StatusValue {
  type: 'ACCEPTED' | 'SENT' | 'DELIVERED' | 'FAILED' | 'UNKNOWN';
  subtype: 'EXPIRED' | 'HANDSET_ERROR' | 'BLOCKED' | 'NOT_SENT' | null;
}

export interface StoredMessage {
  id: string;
  account: string;
  submissionId: string;
  submittedAt: Date;
  from: string | null;
  to: string;
  /** The recipient as +digits: the handset the page shows it under. */
  handset: string;
  body: string;
  encoding: 'TEXT' | 'UNICODE';
  numberOfParts: number;
  creditCost: number;
  userSuppliedId: string | null;
  deduplicationId: number | null;
  deliveryReports: 'ALL' | 'ERRORS' | 'NONE';
  status: StatusValue;
  reports: { status: string; at: string }[];
  /** Sent through Twilio's API: its reports go to this StatusCallback URL, signed (./twilio.ts). */
  twilio?: { statusCallback: string | null };
  /** Sent through Clickatell's One API: its reports go to the account's status callback URL (./clickatell.ts). */
  clickatell?: true;
}

export interface StoredReply {
  id: string;
  account: string;
  from: string;
  to: string;
  body: string;
  at: Date;
  relatedSentMessageId: string | null;
  /** What became of the RECEIVED webhook calls, for the page. */
  outcome: string;
}

/** One message a submission asks for, before it is stored. */
export interface PlannedMessage {
  to: string;
  handset: string;
  body: string;
  encoding: 'TEXT' | 'UNICODE';
  numberOfParts: number;
  from: string | null;
  repliable: boolean;
  userSuppliedId: string | null;
  deliveryReports: 'ALL' | 'ERRORS' | 'NONE';
}

/** BulkSMS: "You can post up to 30 000 messages in a batch." */
const MAX_PER_SUBMISSION = 30_000;

/** A recipient's number as +digits (BulkSMS's test number 1111111 included). */
export function handsetOf(address: string): string | null {
  const digits = address.replace(/[\s()-]/g, '');
  return /^\+?\d{7,15}$/.test(digits) ? `+${digits.replace(/^\+/, '')}` : null;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function recipientsOf(to: unknown): string[] {
  const list = Array.isArray(to) ? to : [to];
  if (!list.length) throw new BadSubmission('"to" must name at least one recipient');
  return list.map((item) => {
    const object = asObject(item);
    if (object && object.type === 'GROUP')
      throw new BadSubmission('Phonebook groups are not supported by the emulator');
    const address = typeof item === 'string' ? item : object?.address;
    if (typeof address !== 'string' || !handsetOf(address))
      throw new BadSubmission(`"to": ${JSON.stringify(address ?? item)} is not a valid phone number`);
    return address;
  });
}

function senderOf(from: unknown, replyNumber: string): { from: string | null; repliable: boolean } {
  if (from === undefined || from === null) return { from: null, repliable: false };
  if (typeof from === 'string') return { from, repliable: false };
  const object = asObject(from);
  if (object?.type === 'REPLIABLE') return { from: replyNumber, repliable: true };
  if (object && typeof object.address === 'string') return { from: object.address, repliable: false };
  throw new BadSubmission('"from" must be a sender id or an object with a type');
}

function oneOf<T extends string>(value: unknown, name: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new BadSubmission(`"${name}" must be one of ${allowed.join(', ')}`);
}

/** The messages a POST /v1/messages body asks for; throws BadSubmission with BulkSMS-style details. */
export function planSubmission(body: unknown, autoUnicode: boolean, replyNumber: string): PlannedMessage[] {
  const entries = Array.isArray(body) ? body : [body];
  const planned: PlannedMessage[] = [];
  for (const [index, raw] of entries.entries()) {
    const entry = asObject(raw);
    if (!entry) throw new BadSubmission(`Entry ${index} is not an object`);
    if (typeof entry.body !== 'string') throw new BadSubmission('"body" is required');
    const requested = oneOf(entry.encoding, 'encoding', ['TEXT', 'UNICODE', 'BINARY'] as const, 'TEXT');
    if (requested === 'BINARY') throw new BadSubmission('BINARY messages are not supported by the emulator');
    // BulkSMS: TEXT with characters outside GSM 03.38 becomes UNICODE under auto-unicode, else they become '?'.
    const unicode = requested === 'UNICODE' || (autoUnicode && !isGsm7(entry.body));
    const text = unicode ? entry.body : [...entry.body].map((c) => (isGsm7(c) ? c : '?')).join('');
    const parts = countSms(text, unicode ? 'UCS-2' : 'GSM-7').parts;
    const maxParts = entry.longMessageMaxParts ?? 3;
    if (typeof maxParts !== 'number' || !Number.isInteger(maxParts) || maxParts < 1)
      throw new BadSubmission('"longMessageMaxParts" must be a positive whole number');
    // The documentation leaves this case open; the emulator refuses rather than cut the text.
    if (parts > maxParts)
      throw new BadSubmission(
        `The message needs ${parts} parts, more than longMessageMaxParts (${maxParts})`,
      );
    const userSuppliedId = entry.userSuppliedId ?? null;
    if (userSuppliedId !== null && (typeof userSuppliedId !== 'string' || userSuppliedId.length > 20))
      throw new BadSubmission('"userSuppliedId" can contain no more than 20 characters');
    const sender = senderOf(entry.from, replyNumber);
    const deliveryReports = oneOf(
      entry.deliveryReports,
      'deliveryReports',
      ['ALL', 'ERRORS', 'NONE'] as const,
      'ALL',
    );
    oneOf(entry.routingGroup, 'routingGroup', ['ECONOMY', 'STANDARD', 'PREMIUM'] as const, 'STANDARD');
    for (const to of recipientsOf(entry.to)) {
      planned.push({
        to,
        handset: handsetOf(to)!,
        body: text,
        encoding: unicode ? 'UNICODE' : 'TEXT',
        numberOfParts: parts,
        from: sender.from,
        repliable: sender.repliable,
        userSuppliedId,
        deliveryReports,
      });
      if (planned.length > MAX_PER_SUBMISSION)
        throw new BadSubmission(`At most ${MAX_PER_SUBMISSION} messages per submission`);
    }
  }
  if (!planned.length) throw new BadSubmission('The submission holds no messages');
  return planned;
}

/**
 * The final status a recipient gets. BulkSMS's own test number 1111111 fails; so do the emulator's test
 * ranges +27829000100..199 (EXPIRED), 200..299 (HANDSET_ERROR), 300..399 (BLOCKED), 400..499 (NOT_SENT).
 * Everything else is delivered.
 */
export function finalStatusFor(handset: string): StatusValue {
  if (handset === '+1111111') return { type: 'FAILED', subtype: 'NOT_SENT' };
  const range = /^\+27829000([1-4])\d\d$/.exec(handset)?.[1];
  const subtypes = { '1': 'EXPIRED', '2': 'HANDSET_ERROR', '3': 'BLOCKED', '4': 'NOT_SENT' } as const;
  return range
    ? { type: 'FAILED', subtype: subtypes[range as keyof typeof subtypes] }
    : { type: 'DELIVERED', subtype: null };
}

export const statusText = (s: StatusValue) => (s.subtype ? `${s.type}.${s.subtype}` : s.type);

/** A message as BulkSMS's Message schema has it; the submission answer leaves out parts and cost. */
export function wireMessage(m: StoredMessage, status: StatusValue, inSubmissionAnswer = false) {
  return {
    id: m.id,
    type: 'SENT',
    ...(m.from ? { from: m.from } : {}),
    to: m.to,
    body: m.body,
    encoding: m.encoding,
    protocolId: 0,
    messageClass: 2,
    // BulkSMS: numberOfParts and creditCost have no value in the submission response.
    numberOfParts: inSubmissionAnswer ? null : m.numberOfParts,
    creditCost: inSubmissionAnswer ? null : m.creditCost,
    submission: { id: m.submissionId, date: m.submittedAt.toISOString().replace(/\.\d{3}Z$/, 'Z') },
    status: { id: `${status.type}.${status.subtype ?? 'null'}`, type: status.type, subtype: status.subtype },
    relatedSentMessageId: null,
    userSuppliedId: m.userSuppliedId,
  };
}

interface Handset {
  messages: string[];
  replies: StoredReply[];
}

interface Deduplicated {
  answer: unknown[];
  messageIds: string[];
  submissions: number;
  expiresAt: number;
}

/** BulkSMS: "The ID expires after about 12 hours." */
const DEDUPLICATION_MS = 12 * 60 * 60 * 1000;

export class MessageStore {
  private readonly messages = new Map<string, StoredMessage>();
  private readonly handsets = new Map<string, Handset>();
  private readonly deduplicated = new Map<string, Deduplicated>();
  // Ids keep growing across restarts (milliseconds since 1970 × 100), so a product database that outlives
  // the emulator never sees an id twice.
  private nextId = Date.now() * 100;
  private nextSubmission = 1;

  constructor(private readonly capacity: number) {}

  newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  newSubmissionId(): string {
    return `1-${String(this.nextSubmission++).padStart(20, '0')}`;
  }

  add(message: StoredMessage): void {
    this.messages.set(message.id, message);
    const handset = this.handset(message.handset);
    handset.messages.push(message.id);
    while (this.messages.size > this.capacity) this.evictOldest();
  }

  addReply(reply: StoredReply): void {
    const handset = this.handset(reply.from);
    handset.replies.push(reply);
    if (handset.replies.length > 100) handset.replies.shift();
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.get(id);
  }

  /** The latest message an account sent to a handset (BulkSMS links a reply to it). */
  latestTo(handset: string, account?: string): StoredMessage | undefined {
    const ids = this.handsets.get(handset)?.messages ?? [];
    for (let i = ids.length - 1; i >= 0; i -= 1) {
      const message = this.messages.get(ids[i]!);
      if (message && (!account || message.account === account)) return message;
    }
    return undefined;
  }

  /** The stored answer of an earlier submission with this deduplication-id, counting this one. */
  repeatOf(account: string, deduplicationId: number, now = Date.now()): unknown[] | null {
    const key = `${account}:${deduplicationId}`;
    const entry = this.deduplicated.get(key);
    if (!entry) return null;
    if (entry.expiresAt < now) {
      this.deduplicated.delete(key);
      return null;
    }
    entry.submissions += 1;
    return entry.answer;
  }

  remember(
    account: string,
    deduplicationId: number,
    answer: unknown[],
    messageIds: string[],
    now = Date.now(),
  ): void {
    this.deduplicated.set(`${account}:${deduplicationId}`, {
      answer,
      messageIds,
      submissions: 1,
      expiresAt: now + DEDUPLICATION_MS,
    });
    while (this.deduplicated.size > this.capacity)
      this.deduplicated.delete(this.deduplicated.keys().next().value!);
  }

  /** How many POSTs carried the message's deduplication-id (1 without one). */
  submissionsOf(message: StoredMessage): number {
    if (message.deduplicationId === null) return 1;
    return this.deduplicated.get(`${message.account}:${message.deduplicationId}`)?.submissions ?? 1;
  }

  /** Messages, newest first, filtered by recipient, reference (userSuppliedId), account. */
  list(filter: { to?: string; reference?: string; account?: string; limit: number }): StoredMessage[] {
    const source = filter.to
      ? (this.handsets.get(handsetOf(filter.to) ?? filter.to)?.messages ?? []).map((id) =>
          this.messages.get(id)!,
        )
      : [...this.messages.values()];
    const out: StoredMessage[] = [];
    for (let i = source.length - 1; i >= 0 && out.length < filter.limit; i -= 1) {
      const m = source[i]!;
      if (filter.reference !== undefined && m.userSuppliedId !== filter.reference) continue;
      if (filter.account !== undefined && m.account !== filter.account) continue;
      out.push(m);
    }
    return out;
  }

  /** Handsets with their latest messages and replies, most recently used first. */
  handsetsForPage(limit: number, perHandset: number) {
    const latest = (h: Handset) =>
      Math.max(
        this.messages.get(h.messages.at(-1) ?? '')?.submittedAt.getTime() ?? 0,
        h.replies.at(-1)?.at.getTime() ?? 0,
      );
    return [...this.handsets.entries()]
      .filter(([, h]) => h.messages.length || h.replies.length)
      .sort(([, a], [, b]) => latest(b) - latest(a))
      .slice(0, limit)
      .map(([number, h]) => ({
        number,
        total: h.messages.length,
        messages: h.messages
          .slice(-perHandset)
          .map((id) => this.messages.get(id)!)
          .reverse(),
        replies: h.replies.slice(-perHandset).reverse(),
      }));
  }

  get size(): number {
    return this.messages.size;
  }

  get handsetCount(): number {
    return this.handsets.size;
  }

  clear(): void {
    this.messages.clear();
    this.handsets.clear();
    this.deduplicated.clear();
  }

  private handset(number: string): Handset {
    let handset = this.handsets.get(number);
    if (!handset) {
      handset = { messages: [], replies: [] };
      this.handsets.set(number, handset);
    }
    return handset;
  }

  private evictOldest(): void {
    const [id, message] = this.messages.entries().next().value!;
    this.messages.delete(id);
    const handset = this.handsets.get(message.handset);
    if (handset?.messages[0] === id) handset.messages.shift();
    if (handset && !handset.messages.length && !handset.replies.length) this.handsets.delete(message.handset);
  }
}
