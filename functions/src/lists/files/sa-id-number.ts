/** Whether digits pass the Luhn check (the last digit checks the others). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether text is a South African ID number: 13 digits, YYMMDD birth date, citizenship 0–2, valid Luhn. */
export function isSaIdNumber(text: string): boolean {
  const id = text.trim();
  if (!/^\d{13}$/.test(id)) return false;
  const month = Number(id.slice(2, 4));
  const day = Number(id.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  if (id[10] !== '0' && id[10] !== '1' && id[10] !== '2') return false;
  return luhnValid(id);
}
