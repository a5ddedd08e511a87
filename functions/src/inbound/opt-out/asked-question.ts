// Whether our message asked the recipient a question, so that a lone 'No' answers it instead of asking to
// stop. Chosen rule (written down in docs/areas/replies-and-sms-inbox.md): the message asks for a YES or NO
// reply ('Reply YES', 'SMS NO', 'yes or no', 'Y/N', Afrikaans 'antwoord JA', 'ja of nee'), or one of its
// sentences ends with a question mark ('Would you like a call back?'). A '?' inside a link
// ('https://x.co/a?b=1') does not count. Marketing lines such as 'Reply STOP to opt out' ask nothing.

const ASKS_YES_NO =
  /\b(reply|sms|text|answer|respond|send|antwoord|stuur)( with)? ["'“]?(yes|no|y|n|ja|nee)\b|\byes or no\b|\by\/n\b|\byes\/no\b|\bja of nee\b|\bja\/nee\b/i;
/** A question mark that ends a sentence: followed by a space, a quote or the end, not by more of a link. */
const QUESTION_MARK = /\?+(?=[\s"'”)]|$)/u;

export function askedQuestion(text: string): boolean {
  return ASKS_YES_NO.test(text) || QUESTION_MARK.test(text);
}
