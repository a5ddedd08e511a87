import { newShortCode, shortLink } from '../clicks/short-code';
import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import { countSms } from '../platform/sms/sms-segments';
import type { MessageEncoding } from './sending.table';

export interface ComposedMessage {
  body: string;
  shortCode: string | null;
  segments: number;
  encoding: MessageEncoding;
  /** The counted encoding as the API names it. */
  apiEncoding: 'GSM-7' | 'UCS-2';
}

/**
 * One recipient's text from a campaign message: #CLICKURL# becomes the recipient's own short link (a
 * fresh random code; the unique key refuses the rare duplicate and the caller composes again) when the
 * campaign has a click URL, and nothing otherwise; then its SMS parts and encoding.
 */
export function composeMessage(template: string, clickUrl: string | null): ComposedMessage {
  const shortCode = template.includes(CLICK_URL_VARIABLE) && clickUrl ? newShortCode() : null;
  const body = template.split(CLICK_URL_VARIABLE).join(shortCode ? shortLink(shortCode) : '');
  const count = countSms(body);
  return {
    body,
    shortCode,
    segments: count.parts,
    encoding: count.encoding === 'GSM-7' ? 'GSM7' : 'UCS2',
    apiEncoding: count.encoding,
  };
}
