// Whether a reply asks to stop (pure, rule-based): every clause of the normalised reply (normalise-reply.ts)
// is either a phrase that asks to stop (opt-out-phrases.ts) or a neutral one ('thanks', 'not interested',
// 'who gave you my number'), and at least one asks to stop. A lone 'No' is an opt-out unless the message it
// answers asked a question (asked-question.ts). Anything else, however close ('stop by our store', "don't
// stop", 'no thanks, but what time do you open?'), is not: a false opt-out loses a customer.
import { askedQuestion } from './asked-question';
import { normaliseReply } from './normalise-reply';
import { LONE_NO, NEUTRAL_CLAUSES, OPTOUT_PHRASES } from './opt-out-phrases';

/** Words that turn a request to stop into its opposite ("don't stop", 'moenie ophou nie'). */
const NEGATED = /\b(dont|do not|never|not|moenie|nie) (stop|unsubscribe|remove|opt out|ophou|verwyder)\b/;

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
  if (!reply.clauses.length || NEGATED.test(reply.all)) return null;
  let label: string | null = null;
  for (const clause of reply.clauses) {
    const phrase = OPTOUT_PHRASES.find((p) => p.pattern.test(clause));
    if (phrase) label ??= phrase.label;
    else if (!NEUTRAL_CLAUSES.some((n) => n.test(clause))) return null;
  }
  if (label) return { label };
  const saysNo = reply.clauses.some((c) => LONE_NO.test(c));
  if (saysNo && !(answeredText && askedQuestion(answeredText))) return { label: 'NO' };
  return null;
}
