// Text decoding for the Excel reader: XML character references and OOXML's _xHHHH_ escapes.

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function fromCodePoint(code: number): string | null {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

/** Decodes the five XML entities and numeric character references; anything else stays as written. */
export function decodeXml(text: string): string {
  if (text.indexOf('&') === -1) return text;
  let out = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp !== -1; amp = text.indexOf('&', from)) {
    const semi = text.indexOf(';', amp + 1);
    if (semi === -1 || semi - amp > 10) break;
    const name = text.slice(amp + 1, semi);
    let decoded: string | null = Object.hasOwn(NAMED, name) ? (NAMED[name] ?? null) : null;
    if (name.startsWith('#x') || name.startsWith('#X')) decoded = fromCodePoint(parseInt(name.slice(2), 16));
    else if (name.startsWith('#')) decoded = fromCodePoint(parseInt(name.slice(1), 10));
    out += text.slice(from, amp) + (decoded ?? text.slice(amp, semi + 1));
    from = semi + 1;
  }
  return out + text.slice(from);
}

/** Decodes OOXML's _xHHHH_ escapes (Excel writes a carriage return as _x000D_). */
export function decodeOoxmlEscapes(text: string): string {
  if (text.indexOf('_x') === -1) return text;
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}
