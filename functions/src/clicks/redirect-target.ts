/**
 * Where a short link sends the person: the campaign's click URL as saved (the editor accepts http, https
 * and 'www.' URLs; a 'www.' URL gets https://). Anything else, such as a javascript: URL written into the
 * database by hand, sends nobody anywhere: null.
 */
export function redirectTarget(clickUrl: string | null): string | null {
  const value = clickUrl?.trim();
  if (!value) return null;
  const candidate = /^www\./i.test(value) ? `https://${value}` : value;
  if (!/^https?:\/\//i.test(candidate)) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
