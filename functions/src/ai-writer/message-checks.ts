import { CLICK_URL_VARIABLE, MAX_MESSAGE_LENGTH } from '../campaigns/campaigns.schemas';
import { countSms, isGsm7, type SmsEncoding } from '../platform/sms/sms-segments';
import type { GenerationContext } from './ai-writer.schemas';

/**
 * The checks every candidate message passes before the writer answers it, whichever generator wrote it (the
 * model's output is untrusted text). Each candidate is fixed where that keeps it sensible, else refused; none
 * is passed through unchecked:
 *
 * - plain SMS text: one line, typographic quotes and dashes made GSM-7, emoji and symbols dropped (a single
 *   non-GSM character would make it a 70-character Unicode SMS), list numbering and wrapping quotes removed;
 * - nothing the user did not ask for: links, domains and e-mail addresses that are not in the context,
 *   placeholders and variables (the SMS sending path fills only #CLICKURL#, so #FIRSTNAME# or [Name] would
 *   reach the handset as typed), #CLICKURL# unless the action is Click, "Reply X" calls unless the action is
 *   Reply, and any opt-out wording of the model's own;
 * - what the user asked for: the reply keyword for Reply, #CLICKURL# (once) for Click, the opt-out line, exactly
 *   as given, at the end;
 * - one SMS where possible: measured as sent (#CLICKURL# as a short link of the real length), a message longer
 *   than its budget loses its last sentences or clauses; the budget is one part unless the required parts
 *   (call to action, link, opt-out line) leave too little room, and never past the campaign's 1,600
 *   characters. What still does not fit is refused;
 * - not empty, not a repeat of another candidate.
 */

export type RefusalReason = 'not-text' | 'empty' | 'too-long' | 'duplicate';

export interface CheckOptions {
  /** Characters of the short link that replaces #CLICKURL# when sending (host, slash, 7-character code). */
  shortLinkLength: number;
  /** How many messages to answer at most. */
  maxMessages: number;
}

export interface CheckedMessages {
  messages: string[];
  refused: { candidate: unknown; reason: RefusalReason }[];
  /** Per answered message, what was changed (for the log). */
  fixes: string[][];
}

/** Room the message itself should keep beside its required parts before a second part is allowed. */
const MIN_BODY_ROOM = 40;

const TYPOGRAPHY: [RegExp, string][] = [
  [/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'"],
  [/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"'],
  [/[\u2010-\u2015\u2212]/g, '-'],
  [/\u2026/g, '...'],
  [/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' '],
  [/[\u2022\u00B7]/g, '-'],
];

/** GSM-7 text where it can be: typography mapped, accents dropped where that makes a GSM letter, emoji gone. */
function toSmsText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of TYPOGRAPHY) out = out.replace(pattern, replacement);
  return [...out]
    .map((char) => {
      if (isGsm7(char)) return char;
      if (/[\p{Extended_Pictographic}\p{So}\p{Cf}\p{Co}\p{Cn}\uFE0F\u20E3]/u.test(char)) return '';
      if (/\p{Cc}/u.test(char)) return ' ';
      const plain = char.normalize('NFD').replace(/\p{M}/gu, '');
      return plain && isGsm7(plain) ? plain : char;
    })
    .join('');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s]+/gi;
const DOMAIN_PATTERN =
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|za|shop|store|online|site|app|link|ly|me)\b(?:\/[^\s]*)?/gi;
const EMAIL_PATTERN = /\b[^\s@]+@[^\s@]+\.[a-z]{2,}\b/gi;
const VARIABLE_PATTERN = /#[A-Za-z0-9_]{2,30}#/g;
const PLACEHOLDER_PATTERN =
  /\{\{?[^{}]{1,30}\}?\}|\[[A-Za-z][A-Za-z0-9 _-]{0,29}\]|<[A-Za-z][A-Za-z0-9 _-]{0,29}>/g;
const OPT_OUT_WORDING =
  /\b(?:opt[\s-]?out|opt[\s-]?in|unsubscribe|(?:reply|text|sms|send)\s+["']?(?:stop|end|quit|cancel)\b|stop\s+to\s+(?:end|stop|cancel|opt|unsubscribe|quit))/i;
/** "Reply X" (any word), or "Text/SMS/Respond with X" where X is written as a keyword (capitals or quoted). */
const REPLY_CALLS = [
  /\b[Rr][Ee][Pp][Ll][Yy]\s+(?:with\s+)?["']?([A-Za-z0-9]{2,20})\b/,
  /\b(?:[Tt]ext|TEXT|SMS|[Rr]espond(?:\s+with)?)\s+(?:["']([A-Za-z0-9]{2,20})["']|([A-Z0-9]{2,20})\b)/,
];

function replyCall(sentence: string): { phrase: string; word: string } | null {
  for (const pattern of REPLY_CALLS) {
    const match = pattern.exec(sentence);
    const word = match?.[1] ?? match?.[2] ?? match?.[3];
    if (match && word) return { phrase: match[0], word };
  }
  return null;
}

/** Words that lead into a removed token and would be left dangling ("at", "or", "visit" …). */
const LEAD_IN = '(?:\\b(?:at|on|via|visit|see|or|and|to|for|from|mail|email|e-mail|contact)\\s+)?';

/** The text without what the user did not ask for (links and addresses not in the context, variables, placeholders). */
function removeUnasked(text: string, request: GenerationContext, fixes: string[]): string {
  const context = request.context.toLowerCase();
  const remove = (out: string, token: RegExp, label: string, keep: (token: string) => boolean) =>
    out.replace(new RegExp(`${LEAD_IN}(${token.source})`, 'gi'), (match: string, found: string) => {
      if (keep(found)) return match;
      fixes.push(label);
      return ' ';
    });
  const inContext = (token: string) => context.includes(token.toLowerCase().replace(/[.,;:!?)]+$/, ''));
  let out = remove(text, URL_PATTERN, 'removed a link', inContext);
  out = remove(out, EMAIL_PATTERN, 'removed an e-mail address', inContext);
  out = remove(out, DOMAIN_PATTERN, 'removed a link', inContext);
  out = remove(
    out,
    VARIABLE_PATTERN,
    'removed a variable',
    (found) => found.toUpperCase() === CLICK_URL_VARIABLE && request.actionType === 'CLICK',
  );
  out = out.replace(/#clickurl#/gi, CLICK_URL_VARIABLE);
  return remove(out, PLACEHOLDER_PATTERN, 'removed a placeholder', () => false);
}

const splitSentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?]["')]*)\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Spaces and punctuation left tidy after removals. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s*\)/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(?=[.!?])/g, '')
    .replace(/([,;:-])\1+/g, '$1')
    .replace(/^[\s,.;:!?-]+/, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\s+(?:or|and|at|on|to|via|visit|see|here)$/i, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const endsSentence = (text: string) => /[.!?]["')]*$/.test(text) || text.endsWith(CLICK_URL_VARIABLE);
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

interface Draft {
  sentences: string[];
  /** Sentence indexes holding a required part (never dropped to make room). */
  keep: Set<number>;
}

function assemble(draft: Draft, tail: string[]): string {
  const body = draft.sentences
    .map((s, i) => (i < draft.sentences.length - 1 && !endsSentence(s) ? `${s}.` : s))
    .join(' ');
  const parts = [body && !endsSentence(body) && tail.length ? `${body}.` : body, ...tail].filter(Boolean);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The message as the handset gets it, for counting: #CLICKURL# replaced by a link of the real length. */
const asSent = (message: string, shortLinkLength: number) =>
  message.split(CLICK_URL_VARIABLE).join('x'.repeat(shortLinkLength));

/** SMS parts a message may take: one, unless its required parts leave less than MIN_BODY_ROOM beside them. */
function partsBudget(tail: string[], encoding: SmsEncoding, shortLinkLength: number): number {
  const required = asSent(tail.join(' '), shortLinkLength);
  return Math.max(1, countSms(`${'x'.repeat(MIN_BODY_ROOM)} ${required}`, encoding).parts);
}

function fits(message: string, budget: number, options: CheckOptions): boolean {
  return (
    message.length <= MAX_MESSAGE_LENGTH && countSms(asSent(message, options.shortLinkLength)).parts <= budget
  );
}

/** The sentence up to its last clause boundary (not a colon: what follows one is the point), keeping three words; or null. */
function shortenSentence(sentence: string): string | null {
  const cut = Math.max(sentence.lastIndexOf(', '), sentence.lastIndexOf('; '), sentence.lastIndexOf(' - '));
  if (cut <= 0) return null;
  const shorter = tidy(sentence.slice(0, cut));
  return words(shorter) >= 3 ? `${shorter}.` : null;
}

type Checked = { message: string; fixes: string[] } | { reason: RefusalReason };

/** One candidate, fixed or refused. */
export function checkMessage(candidate: unknown, request: GenerationContext, options: CheckOptions): Checked {
  if (typeof candidate !== 'string') return { reason: 'not-text' };
  const fixes: string[] = [];
  let text = toSmsText(candidate)
    .replace(/([^.!?:,;\s])[ \t]*(?:\r?\n\s*)+/g, '$1. ')
    .replace(/\s+/g, ' ')
    .replace(/^\s*(?:\d{1,2}[.):]|[-*])\s+/, '')
    .trim();
  if (/^(["']).*\1$/.test(text)) text = text.slice(1, -1).trim();
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1) text = text.replace(/"/g, '');
  if (text !== candidate.trim()) fixes.push('made plain SMS text');
  text = removeUnasked(text, request, fixes);

  const keyword = request.actionType === 'REPLY' ? request.replyKeyword : '';
  const optout = request.optoutMessage;
  const optoutSource = optout ? optout.split(' ').map(escapeRegExp).join('\\s+') : null;
  const hadOptout = optoutSource ? new RegExp(optoutSource, 'i').test(text) : false;
  if (optoutSource) text = text.replace(new RegExp(`\\s*${optoutSource}[.!]?`, 'gi'), ' ');

  const sentences: string[] = [];
  const keep = new Set<number>();
  let hasKeyword = false;
  let hasLink = false;
  for (const raw of splitSentences(text)) {
    let sentence = raw;
    if (OPT_OUT_WORDING.test(sentence)) {
      fixes.push('removed opt-out wording the user did not give');
      continue;
    }
    const call = replyCall(sentence);
    if (call && (!keyword || call.word.toUpperCase() !== keyword.toUpperCase())) {
      fixes.push('removed a reply request the user did not ask for');
      continue;
    }
    if (call && keyword) {
      sentence = sentence.replace(call.phrase, call.phrase.replace(call.word, keyword));
      if (hasKeyword) continue; // one call to reply is enough
      hasKeyword = true;
    }
    if (sentence.includes(CLICK_URL_VARIABLE)) {
      if (hasLink) {
        sentence = sentence.split(CLICK_URL_VARIABLE).join(' ');
        fixes.push('kept one click link');
      } else {
        const at = sentence.indexOf(CLICK_URL_VARIABLE) + CLICK_URL_VARIABLE.length;
        const after = sentence.slice(at).replace(new RegExp(`${LEAD_IN}${CLICK_URL_VARIABLE}`, 'g'), ' ');
        if (after !== sentence.slice(at)) fixes.push('kept one click link');
        sentence = sentence.slice(0, at) + after;
        hasLink = true;
      }
    }
    sentence = tidy(sentence);
    if (!sentence || (words(sentence) === 0 && !sentence.includes(CLICK_URL_VARIABLE))) continue;
    if (call || sentence.includes(CLICK_URL_VARIABLE)) keep.add(sentences.length);
    sentences.push(sentence);
  }

  const body = sentences.filter(
    (s) => !(s.includes(CLICK_URL_VARIABLE) && words(s.split(CLICK_URL_VARIABLE).join('')) === 0),
  );
  if (words(body.join(' ')) < 2) return { reason: 'empty' };

  const tail: string[] = [];
  if (keyword && !hasKeyword) {
    tail.push(`Reply ${keyword} to find out more.`);
    fixes.push('added the reply keyword');
  }
  if (request.actionType === 'CLICK' && !hasLink) {
    tail.push(CLICK_URL_VARIABLE);
    fixes.push('added the click link');
  }
  if (optout) {
    tail.push(optout);
    if (!hadOptout) fixes.push('added the opt-out line');
  }

  const draft: Draft = { sentences, keep };
  const first = sentences[0]!;
  sentences[0] = first.charAt(0).toUpperCase() + first.slice(1);
  let message = assemble(draft, tail);
  const encoding = countSms(asSent(message, options.shortLinkLength)).encoding;
  const budget = partsBudget(
    [...tail, ...sentences.filter((_s, i) => keep.has(i))],
    encoding,
    options.shortLinkLength,
  );
  while (!fits(message, budget, options)) {
    let drop = -1;
    for (let i = draft.sentences.length - 1; i >= 0; i -= 1) {
      if (!draft.keep.has(i) && draft.sentences.filter((_s, j) => !draft.keep.has(j)).length > 1) {
        drop = i;
        break;
      }
    }
    if (drop >= 0) {
      draft.sentences.splice(drop, 1);
      draft.keep = new Set([...draft.keep].map((i) => (i > drop ? i - 1 : i)));
    } else {
      const index = draft.sentences.findIndex((_s, i) => !draft.keep.has(i));
      const shorter = index >= 0 ? shortenSentence(draft.sentences[index]!) : null;
      if (!shorter) return { reason: 'too-long' };
      draft.sentences[index] = shorter;
    }
    fixes.push('shortened to fit');
    message = assemble(draft, tail);
  }
  return { message, fixes: [...new Set(fixes)] };
}

const sameKey = (message: string) => message.toLowerCase().replace(/[^\p{L}\p{N}#]+/gu, '');

/** Every candidate checked: the fixed ones answered (no repeats, at most options.maxMessages), the rest refused. */
export function checkMessages(
  candidates: readonly unknown[],
  request: GenerationContext,
  options: CheckOptions,
): CheckedMessages {
  const result: CheckedMessages = { messages: [], refused: [], fixes: [] };
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const checked = checkMessage(candidate, request, options);
    if ('reason' in checked) {
      result.refused.push({ candidate, reason: checked.reason });
      continue;
    }
    const key = sameKey(checked.message);
    if (seen.has(key)) {
      result.refused.push({ candidate, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    if (result.messages.length < options.maxMessages) {
      result.messages.push(checked.message);
      result.fixes.push(checked.fixes);
    }
  }
  return result;
}
