// Texts a provider (or the network stack) produced, made safe for a message's history and the logs: the
// connection's credentials and webhook secret, and any ?secret= in a URL, removed; one line, bounded.
import type { ProviderConnection } from './sms-gateway';

const REASON_MAX = 300;

export function redact(text: string, connection: Pick<ProviderConnection, 'credentials' | 'webhookSecret'>) {
  let out = text.replace(/([?&]secret=)[^&\s"']+/gi, '$1…');
  for (const secret of [...Object.values(connection.credentials), connection.webhookSecret]) {
    if (secret && secret.length >= 4) out = out.split(secret).join('…');
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX);
}

/** Milliseconds to wait from a Retry-After header (delta-seconds or an HTTP date); undefined when absent. */
export function retryAfterMsOf(value: string | null, now = Date.now(), capMs = 60 * 60 * 1000) {
  if (!value) return undefined;
  const trimmed = value.trim();
  const ms = /^\d+$/.test(trimmed) ? Number(trimmed) * 1000 : Date.parse(trimmed) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), capMs);
}
