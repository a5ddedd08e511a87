// Blank-text checks shared by the CSV and Excel readers: the same characters String.prototype.trim removes.

function isWhite(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}

/** Whether text[from, to) holds anything but white space (and `skip`, a delimiter's char code, when given). */
export function hasContent(text: string, from: number, to: number, skip = -1): boolean {
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code !== skip && !isWhite(code)) return true;
  }
  return false;
}

/** Whether a row has at least one non-blank value. */
export function isBlankRow(values: readonly string[]): boolean {
  for (const value of values) if (value !== '') return false;
  return true;
}
