// Classifying a reply (pure): Lead, Optout or Unallocated, and the keyword (or ID number, or e-mail address)
// that decided it. The order, and why:
//   a. Opt-outs first: a reply that asks to stop in the words people use (opt-out/opt-out-matcher.ts:
//      'STOP', 'Please remove me', 'no more sms', 'verwyder my', a lone 'No' that answers no question),
//      keyed by the reserved word when it starts with one; then the account's custom Optout keywords. An
//      opt-out always wins, so nobody who asks to stop becomes a lead.
//   b. The campaign's replies step, when the reply answers a campaign that receives replies: Static (its
//      keyword), IdNumber (a valid South African ID number), Email (an e-mail address); Default has none.
//      A campaign that does not receive replies (receiveActive off) takes opt-outs only.
//   c. Lead keywords, reserved (YES) then custom.
// A reply that names an unambiguous opt-out word anywhere ('Yes, stop sending') is never made a lead: it
// stays Unallocated for a person to decide in the inbox.
import type { ReplyType } from '../campaigns/campaigns.table';
import {
  findMatchingKeyword,
  matchesKeyword,
  prepareReply,
  type KeywordRule,
  type PreparedReply,
} from '../keywords/keyword-match';
import type { KeywordKind } from '../keywords/keywords.table';
import { RESERVED_KEYWORDS } from '../keywords/reserved-keywords';
import type { StoredReplyType } from '../replies/replies.table';
import { matchOptout } from './opt-out/opt-out-matcher';
import { findEmailAddress, findSaIdNumber } from './reply-step-matchers';

export interface Classification {
  type: StoredReplyType;
  keyword: string | null;
}

/** The replies step of the campaign a reply answers (null: it answers no campaign). */
export interface ReplyStep {
  receiveActive: boolean;
  replyType: ReplyType | null;
  staticKeyword: string | null;
}

export interface CustomKeywordRule extends KeywordRule {
  kind: KeywordKind;
}

const reserved = (kind: KeywordKind): KeywordRule[] =>
  RESERVED_KEYWORDS[kind].map((keyword) => ({ keyword, operation: 'StartsWith' }));
const RESERVED_OPTOUT = reserved('Optout');
const RESERVED_LEAD = reserved('Lead');
/** Reserved opt-out words that are not everyday words (END, CANCEL and QUIT are), looked for anywhere. */
const UNAMBIGUOUS_OPTOUT: KeywordRule[] = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'OPTOUT', 'OPT-OUT'].map(
  (keyword) => ({ keyword, operation: 'Contains' }),
);

const unallocated: Classification = { type: 'Unallocated', keyword: null };

function firstOf(reply: PreparedReply, rules: KeywordRule[], custom: CustomKeywordRule[], kind: KeywordKind) {
  return (
    findMatchingKeyword(reply, rules)?.keyword ??
    findMatchingKeyword(
      reply,
      custom.filter((k) => k.kind === kind),
    )?.keyword ??
    null
  );
}

/** What the campaign's replies step takes from the reply, or null. */
function fromReplyStep(message: string, reply: PreparedReply, step: ReplyStep): string | null {
  switch (step.replyType) {
    case 'Static': {
      const keyword = step.staticKeyword?.trim();
      return keyword && matchesKeyword(reply, { keyword, operation: 'StartsWith' }) ? keyword : null;
    }
    case 'IdNumber':
      return findSaIdNumber(message);
    case 'Email':
      return findEmailAddress(message);
    default:
      return null;
  }
}

/**
 * Classifies a reply's text for the campaign it answers (or none), the account's custom keywords and the
 * text of our message it answers (null: none; it decides what a lone 'No' means).
 */
export function classifyReply(
  message: string,
  step: ReplyStep | null,
  customKeywords: readonly CustomKeywordRule[],
  answeredText: string | null = null,
): Classification {
  const reply = prepareReply(message);
  const custom = [...customKeywords];
  const phrase = matchOptout(message, answeredText);
  const reservedWord = phrase ? findMatchingKeyword(reply, RESERVED_OPTOUT)?.keyword : null;
  const optout =
    reservedWord ??
    findMatchingKeyword(
      reply,
      custom.filter((k) => k.kind === 'Optout'),
    )?.keyword ??
    phrase?.label;
  if (optout) return { type: 'Optout', keyword: optout };
  if (step && !step.receiveActive) return unallocated;
  if (findMatchingKeyword(reply, UNAMBIGUOUS_OPTOUT)) return unallocated;
  const answer = step ? fromReplyStep(message, reply, step) : null;
  if (answer) return { type: 'Lead', keyword: answer };
  const lead = firstOf(reply, RESERVED_LEAD, custom, 'Lead');
  return lead ? { type: 'Lead', keyword: lead } : unallocated;
}
