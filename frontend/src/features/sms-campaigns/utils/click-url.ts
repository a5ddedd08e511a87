import { CLICK_URL_VARIABLE, SHORT_URL_CODE_LENGTH } from '@contracts/campaigns/campaigns.schemas';

export { CLICK_URL_VARIABLE };

/** The code of the example short link the counter measures with (as long as a real one). */
export const SAMPLE_SHORT_CODE = 'Ab3dE7xQzK9'.slice(0, SHORT_URL_CODE_LENGTH);

/** An example short link: the host plus a 7-character code. */
export const sampleShortUrl = (shortUrlHost: string): string =>
  `${shortUrlHost.replace(/\/+$/, '')}/${SAMPLE_SHORT_CODE}`;

/** The message as it is sent: each click-tracking variable replaced by a short link of the real length. */
export const expandClickUrl = (message: string, shortUrlHost: string): string =>
  message.split(CLICK_URL_VARIABLE).join(sampleShortUrl(shortUrlHost));

/**
 * Puts the variable (the click-tracking one unless another token is given, such as #FIRSTNAME#) at the caret,
 * replacing any selection; answers the text and the caret after it.
 */
export function insertVariable(
  text: string,
  start: number,
  end: number,
  token: string = CLICK_URL_VARIABLE,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: `${text.slice(0, from)}${token}${text.slice(to)}`, caret: from + token.length };
}
