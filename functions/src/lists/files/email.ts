/**
 * An e-mail address as e-mail lists key it: without invisible format characters, trimmed (and unwrapped
 * from `<…>` or a `mailto:`), lower-cased, or null when it is not a plausible address. The rules are
 * deliberately those a mail server would accept in practice, not all of RFC 5322: one `@`, a local part of
 * 1–64 characters without spaces, quotes, brackets or commas, not starting or ending with a dot nor holding
 * `..`; a domain of 1–253 characters made of letters, digits, hyphens and dots (an internationalised one as
 * Unicode letters) with a top-level part of 2 or more letters; 254 characters in all.
 */
const LOCAL = /^[^\s@"(),:;<>[\]\\]{1,64}$/u;
const LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
const TLD = /^(?:\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;
/**
 * Invisible format characters (Unicode Cf: zero-width space, word joiner, byte order mark, soft hyphen,
 * direction marks) that an address copied from a web page or a document carries: no address holds one, and
 * left in they either refuse a good address or store one that differs from it only invisibly.
 */
const INVISIBLE = /\p{Cf}/gu;

export function normaliseEmail(raw: string): string | null {
  let value = raw.replace(INVISIBLE, '').trim();
  if (value.startsWith('<') && value.endsWith('>')) value = value.slice(1, -1).trim();
  if (/^mailto:/i.test(value)) value = value.slice(7);
  if (value.length < 6 || value.length > 254) return null;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return null;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return null;
  if (domain.length > 253) return null;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !TLD.test(labels.at(-1)!)) return null;
  return `${local.toLowerCase()}@${domain}`;
}
