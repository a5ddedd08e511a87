import { newShortCode, shortLink } from '../clicks/short-code';
import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import { fillMergeFields, type MergeValues } from '../platform/sms/merge-fields';
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

/** One recipient's merge-field values, and the names that are fields (others are sent as typed). */
export interface Merge {
  values: MergeValues;
  known: ReadonlySet<string>;
}

/**
 * One recipient's text from a campaign message: its merge fields filled with the recipient's values
 * (platform/sms/merge-fields.ts; values fitted to the message's encoding), then #CLICKURL# becomes the
 * recipient's own short link (a fresh random code; the unique key refuses the rare duplicate and the caller
 * composes again) when the campaign has a click URL, and nothing otherwise; then its SMS parts and encoding.
 */
export function composeMessage(template: string, clickUrl: string | null, merge?: Merge): ComposedMessage {
  const filled = merge ? fillMergeFields(template, merge.values, { known: merge.known }) : template;
  const shortCode = filled.includes(CLICK_URL_VARIABLE) && clickUrl ? newShortCode() : null;
  const body = filled.split(CLICK_URL_VARIABLE).join(shortCode ? shortLink(shortCode) : '');
  const count = countSms(body);
  return {
    body,
    shortCode,
    segments: count.parts,
    encoding: count.encoding === 'GSM-7' ? 'GSM7' : 'UCS2',
    apiEncoding: count.encoding,
  };
}
