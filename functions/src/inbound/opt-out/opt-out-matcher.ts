// Whether a reply asks to stop (pure, rule-based): every clause of the normalised reply (normalise-reply.ts)
// is either a phrase that asks to stop (opt-out-phrases.ts) or a neutral one ('thanks', 'not interested',
// 'who gave you my number'), and at least one asks to stop. A lone 'No' is an opt-out unless the message it
// answers asked a question (asked-question.ts). Anything else, however close ('stop by our store', "don't
// stop", 'no thanks, but what time do you open?'), is not: a false opt-out loses a customer.
import { askedQuestion } from './asked-question';
import { normaliseReply } from './normalise-reply';
import { AFTER_LEAD_IN, LEAD_IN, LONE_NO, NEUTRAL_CLAUSES, OPTOUT_PHRASES } from './opt-out-phrases';

/** Words that turn a request to stop into its opposite ("don't stop", 'moenie ophou nie'). */
const NEGATED = /\b(dont|do not|never|not|moenie|nie) (stop|unsubscribe|remove|opt out|ophou|verwyder)\b/;

const phraseOf = (clause: string) => {
  const bare = clause.replace(LEAD_IN, '');
  return OPTOUT_PHRASES.find(
    (p) => p.pattern.test(clause) || (AFTER_LEAD_IN.has(p.label) && p.pattern.test(bare)),
  )?.label;
};
const isNeutral = (clause: string) => NEUTRAL_CLAUSES.some((n) => n.test(clause));

/**
 * A clause's opt-out label, '' for a neutral clause, null for anything else. A clause typed without
 * punctuation may be a neutral part and a request run together ('im not interested stop sending', 'stop
 * thanks bye'): each split in two is tried.
 */
function readClause(clause: string): string | null {
  const phrase = phraseOf(clause);
  if (phrase) return phrase;
  if (isNeutral(clause)) return '';
  const words = clause.split(' ');
  for (let k = 1; k < words.length; k++) {
    const head = words.slice(0, k).join(' ');
    const tail = words.slice(k).join(' ');
    const found = (isNeutral(head) && phraseOf(tail)) || (isNeutral(tail) && phraseOf(head));
    if (found) return found;
  }
  return null;
}

export interface OptoutMatch {
  /** The phrase's label, stored as the reply's keyword ('STOP', 'UNSUBSCRIBE', 'REMOVE', 'NO', ...). */
  label: string;
}

/**
 * The opt-out the reply asks for, or null. `answeredText`: the text of our message the reply answers (null
 * when it answers none), which decides what a lone 'No' means.
 */
export function matchOptout(message: string, answeredText: string | null): OptoutMatch | null {
  const reply = normaliseReply(message);
  if (!reply.clauses.length || reply.clauses.some((c) => NEGATED.test(c))) return null;
  let label: string | null = null;
  for (const clause of reply.clauses) {
    const read = readClause(clause);
    if (read === null) return null;
    if (read && !label) label = read;
  }
  if (label) return { label };
  const saysNo = reply.clauses.some((c) => LONE_NO.test(c));
  if (saysNo && !(answeredText && askedQuestion(answeredText))) return { label: 'NO' };
  return null;
}
