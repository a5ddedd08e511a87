import { authenticateApiKey, type ApiKeyPrincipal } from './api-keys.service';
import type { DbOrTrx } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { header, type RouteEvent } from '../platform/http/route-context';
import { config } from '../platform/config';
import { hitRateWindow } from '../platform/rate/rate-windows.repository';

const MISSING_KEY =
  'Give your API key in the apikey parameter, an "Authorization: Bearer" header or an "X-Api-Key" header.';
const BAD_KEY = 'The API key is not valid, or it was revoked.';

/** The key a partner sent: query parameter apikey, Authorization: Bearer, or X-Api-Key. */
export function apiKeyOf(event: RouteEvent): string | undefined {
  const bearer = header(event, 'authorization')?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  return event.queryStringParameters?.apikey || bearer || header(event, 'x-api-key') || undefined;
}

/**
 * Tokens of a key's current one-second window this instance has claimed from the shared count and not used
 * yet. Claiming a share at once (a fiftieth of the limit) keeps a busy key from queueing every request on
 * the window's one row lock; a low limit claims one token at a time, so it holds exactly.
 */
const claimed = new Map<number, { second: number; left: number }>();

/** One request's token of the key's requests-per-second limit, counted across every function instance. */
async function takeToken(db: DbOrTrx, principal: ApiKeyPrincipal, second: number): Promise<boolean> {
  const local = claimed.get(principal.keyId);
  if (local?.second === second && local.left > 0) {
    local.left -= 1;
    return true;
  }
  const limit = principal.rateLimitPerSecond;
  const share = Math.max(1, Math.floor(limit / 50));
  const hits = await hitRateWindow(db, `key:${principal.keyId}`, second, share);
  const granted = Math.min(share, limit - (hits - share));
  if (granted <= 0) return false;
  claimed.set(principal.keyId, { second, left: granted - 1 });
  return true;
}

/** What this instance read about presented keys (null: unknown, revoked or disabled), until `until`. */
const known = new Map<string, { principal: ApiKeyPrincipal | null; until: number }>();
const KNOWN_MAX = 1000;

/**
 * The principal of a presented key, read at most once per API_KEY_CACHE_SECONDS per instance: a busy
 * partner's requests cost no key lookup, and a revoked key is refused everywhere within that time.
 */
async function principalOf(db: DbOrTrx, key: string, now: number): Promise<ApiKeyPrincipal | null> {
  const cached = known.get(key);
  if (cached && cached.until > now) return cached.principal;
  const principal = await authenticateApiKey(db, key);
  if (known.size >= KNOWN_MAX) known.clear(); // many keys tried (a scan): start over rather than grow
  known.set(key, { principal, until: now + config.apiKeyCacheSeconds * 1000 });
  return principal;
}

/**
 * The partner behind a request, checked before anything about the campaign is looked at, so a wrong or
 * revoked key gets the same 401 whether or not the campaign exists. Then the key's requests-per-second
 * limit, shared by every function instance: 429 with Retry-After beyond it.
 */
export async function authenticatePartner(
  db: DbOrTrx,
  event: RouteEvent,
  now = Date.now(),
): Promise<ApiKeyPrincipal> {
  const key = apiKeyOf(event);
  if (!key) throw apiError(401, 'UNAUTHENTICATED', MISSING_KEY);
  const principal = key.length <= 200 ? await principalOf(db, key, now) : null;
  if (!principal) throw apiError(401, 'UNAUTHENTICATED', BAD_KEY);
  if (!(await takeToken(db, principal, Math.floor(now / 1000)))) {
    const refusal = apiError(
      429,
      'RATE_LIMITED',
      `This API key may send ${principal.rateLimitPerSecond} requests a second. Wait a moment and try again.`,
    );
    refusal.headers = { 'retry-after': '1' };
    throw refusal;
  }
  return principal;
}
