// The sender and opt-out line of a marketing SMS (issue 28; POPIA s69(4): every direct-marketing message must
// identify the sender and give an address or way to ask that messages stop). Pure, shared by the activation
// check and the SPA's message editor. A message passes when it names the account's sender name (any case, as
// whole words) and tells the reader to send a word the account would take as an opt-out ("Reply STOP to opt
// out", "SMS STOP", "opt out: reply STOP", "STOP to unsubscribe"); which words those are is the caller's
// (the server asks the reply classifier, so reserved and custom Optout keywords both count).

/** The line the editor appends: derived from the sender name, not a setting of its own (STOP is reserved). */
export const standardOptoutLine = (senderName: string) => `${senderName}: Reply STOP to opt out`;

/** The message with the standard line on a line of its own at the end. */
export function appendOptoutLine(message: string, senderName: string): string {
  const body = message.replace(/\s+$/u, '');
  return body ? `${body}\n${standardOptoutLine(senderName)}` : standardOptoutLine(senderName);
}

const fold = (text: string) => text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the message names the sender (case-insensitive, as whole words). */
export function namesSender(message: string, senderName: string): boolean {
  const sender = fold(senderName);
  if (!sender) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(sender)}(?![\\p{L}\\p{N}])`, 'u').test(fold(message));
}

const WORD = '[\\p{L}\\p{N}][\\p{L}\\p{N}-]*';
/** "Reply STOP", "reply with STOP", "SMS 'STOP'", "text: STOP": the word (or two) the reader is told to send. */
const INSTRUCTION = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:reply|respond|sms|text|send|msg)(?:\\s+with)?\\s*[:\\-–]?\\s*["'“‘«]?(${WORD})(?:\\s+(${WORD}))?`,
  'giu',
);
/** "STOP to opt out", "STOP to unsubscribe", "STOP to stop". */
const TO_STOP = new RegExp(`(${WORD})["'”’»]?\\s+to\\s+(?:opt[\\s-]?out|unsubscribe|stop|be removed)`, 'giu');

/** The replies the message tells its reader to send (one and two words after "reply", "SMS" ...). */
export function instructedReplies(message: string): string[] {
  const replies: string[] = [];
  for (const m of message.matchAll(INSTRUCTION)) {
    replies.push(m[1]!);
    if (m[2]) replies.push(`${m[1]} ${m[2]}`);
  }
  for (const m of message.matchAll(TO_STOP)) replies.push(m[1]!);
  return replies;
}

export interface MarketingLineProblem {
  sender: boolean;
  optout: boolean;
}

/** What the message lacks (sender, opt-out instruction), or null when it has both. */
export function marketingLineProblem(
  message: string,
  senderName: string,
  isOptout: (reply: string) => boolean,
): MarketingLineProblem | null {
  const sender = !namesSender(message, senderName);
  const optout = !instructedReplies(message).some(isOptout);
  return sender || optout ? { sender, optout } : null;
}

const EXCERPT_LENGTH = 20;

/** Why activation was refused, naming the message by its number and first words. */
export function marketingLineRefusal(
  number: number,
  message: string,
  senderName: string,
  problem: MarketingLineProblem,
): string {
  const flat = message.replace(/\s+/gu, ' ').trim();
  const excerpt = flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH).trimEnd()}...` : flat;
  const lacks =
    problem.sender && problem.optout
      ? 'who it is from or how to opt out'
      : problem.sender
        ? 'who it is from'
        : 'how to opt out';
  return (
    `Message ${number} ("${excerpt}") does not say ${lacks}. Marketing messages must name the sender ` +
    `(${senderName}) and say how to opt out. Add the line "${standardOptoutLine(senderName)}" to it.`
  );
}
