/**
 * How many SMS parts a message costs, counted the way the networks bill it (3GPP TS 23.038 / 23.040).
 *
 * GSM-7: 160 septets in a single message, 153 per part once split (the 7 other septets carry the
 * concatenation header). Characters of the GSM extension table are sent as ESC + character and cost
 * two septets; an escape pair is never split across parts. Any character outside GSM-7 switches the
 * whole message to UCS-2: 70 UTF-16 code units in one message, 67 per part, surrogate pairs kept whole.
 *
 * The spec's formula, ceil((length - 7) / 153), under-counts (307 GSM characters need 3 parts, not 2);
 * this counts the parts for real.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export type SmsCount = {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Number of SMS parts; 0 for an empty message. */
  parts: number;
  /** What the current part holds: the single-message limit, or the per-part limit once split. */
  partCapacity: number;
  /** Units still free in the current part before another part is needed. */
  remaining: number;
};

export const SMS_LIMITS = {
  'GSM-7': { single: 160, multi: 153 },
  'UCS-2': { single: 70, multi: 67 },
} as const satisfies Record<SmsEncoding, { single: number; multi: number }>;

/** Counter thresholds (spec 1 §5): warning when 5 to 10 remain, error when 0 to 4 remain. */
export const COUNTER_WARNING_MAX = 10;
export const COUNTER_ERROR_MAX = 4;

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

/** True when every character of the text can be sent in the GSM 7-bit alphabet. */
export const isGsm7 = (text: string): boolean =>
  [...text].every((char) => basic.has(char) || extension.has(char));

/** Cost of each character (by code point) in the text's encoding. */
function unitsOf(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((char) => {
    if (encoding === 'UCS-2') return char.length; // a surrogate pair takes two code units
    return extension.has(char) ? 2 : 1;
  });
}

/**
 * The true SMS count of a message, with the room left in its current part. The encoding follows the text
 * unless one is forced (a provider asked for UCS-2 on a GSM-7 text counts it as UCS-2).
 */
export function countSms(text: string, forced?: SmsEncoding): SmsCount {
  const encoding: SmsEncoding = forced ?? (isGsm7(text) ? 'GSM-7' : 'UCS-2');
  const limits = SMS_LIMITS[encoding];
  const costs = unitsOf(text, encoding);
  const units = costs.reduce((sum, cost) => sum + cost, 0);

  if (units <= limits.single) {
    return {
      encoding,
      units,
      parts: units === 0 ? 0 : 1,
      partCapacity: limits.single,
      remaining: limits.single - units,
    };
  }

  // Fill parts of `multi` units; a character that does not fit whole starts the next part.
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > limits.multi) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return { encoding, units, parts, partCapacity: limits.multi, remaining: limits.multi - used };
}

export type CounterLevel = 'normal' | 'warning' | 'error';

/** Colour of the counter: warning when 5–10 units remain in the current part, error when 0–4 remain. */
export function counterLevel(count: SmsCount): CounterLevel {
  if (count.parts === 0) return 'normal';
  if (count.remaining <= COUNTER_ERROR_MAX) return 'error';
  if (count.remaining <= COUNTER_WARNING_MAX) return 'warning';
  return 'normal';
}
