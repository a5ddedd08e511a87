// The account's custom keywords as the inbound webhook reads them: through listCustomKeywords, kept in this
// function instance for KEYWORD_CACHE_SECONDS (60 by default, never above 240), so a keyword edit takes
// effect within the 5 minutes the keyword dialogs promise, with no restart and no query per reply.
import { config } from '../platform/config';
import type { DbOrTrx } from '../platform/db/database';
import { createTtlCache, type TtlCache } from '../platform/ttl-cache';
import { listCustomKeywords, type StoredKeyword } from './keywords.repository';

let cache: TtlCache<number, StoredKeyword[]> | undefined;

/** The account's custom keywords (both kinds, in the dialogs' order), at most keywordCacheSeconds old. */
export function cachedCustomKeywords(db: DbOrTrx, accountId: number): Promise<StoredKeyword[]> {
  cache ??= createTtlCache({ ttlMs: config.keywordCacheSeconds * 1000, maxEntries: 5000 });
  return cache.get(accountId, () => listCustomKeywords(db, accountId));
}

/** Forgets every cached account's keywords (tests; a new TTL from the environment applies next time). */
export function clearKeywordCache(): void {
  cache = undefined;
}
