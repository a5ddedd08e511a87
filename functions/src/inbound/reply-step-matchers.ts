// What a campaign's replies step looks for in a reply (spec 1 §3 replies model): a valid South African ID
// number (type IdNumber) or an e-mail address (type Email).

/** YYMMDD is a date in 19YY or 20YY (29 February only in years divisible by 4; 2000 was a leap year). */
function isBirthDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false;
  const days = [31, yy % 4 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1]!;
  return dd <= days;
}

/** The Luhn check over all the digits (the last one is the check digit). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * A South African ID number: 13 digits YYMMDD SSSS C A Z, a real date of birth, citizenship C 0 (citizen),
 * 1 (permanent resident) or 2 (refugee), and the Luhn check digit Z.
 */
export function isSaIdNumber(text: string): boolean {
  if (!/^\d{13}$/.test(text)) return false;
  const [yy, mm, dd] = [0, 2, 4].map((i) => Number(text.slice(i, i + 2))) as [number, number, number];
  return isBirthDate(yy, mm, dd) && '012'.includes(text[10]!) && luhnValid(text);
}

// 13 digits, possibly typed in groups (800101 5009 087, 800101-5009-087), not part of a longer number.
const ID_CANDIDATE = /(?<![\d])\d(?:[ -]?\d){12}(?![\d])/g;

/** The first valid South African ID number in the reply (digits only), or null. */
export function findSaIdNumber(message: string): string | null {
  for (const [candidate] of message.normalize('NFKC').matchAll(ID_CANDIDATE)) {
    const digits = candidate.replace(/\D/g, '');
    if (isSaIdNumber(digits)) return digits;
  }
  return null;
}

const LOCAL = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`(?<![A-Za-z0-9._%+-])${LOCAL}@(?:${LABEL}\\.)+[A-Za-z]{2,63}(?![A-Za-z0-9-])`, 'g');
/** Longer addresses do not fit the reply's keyword column; they are not taken as the answer. */
export const MAX_EMAIL_LENGTH = 100;

/** The first e-mail address in the reply (as typed), or null. */
export function findEmailAddress(message: string): string | null {
  for (const [address] of message.normalize('NFKC').matchAll(EMAIL)) {
    if (address.length <= MAX_EMAIL_LENGTH) return address;
  }
  return null;
}
