import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DbOrTrx } from '../platform/db/database';
import { cachedCustomKeywords, clearKeywordCache } from './keyword-cache';
import type { StoredKeyword } from './keywords.repository';

const listCustomKeywords = vi.hoisted(() =>
  vi.fn<(db: unknown, accountId: number) => Promise<StoredKeyword[]>>(),
);
vi.mock('./keywords.repository', () => ({ listCustomKeywords }));

const db = {} as DbOrTrx;
const keyword = (text: string): StoredKeyword => ({
  kind: 'Lead',
  keyword: text,
  normalized: text.toUpperCase(),
  operation: 'StartsWith',
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubEnv('KEYWORD_CACHE_SECONDS', '60');
  clearKeywordCache();
  listCustomKeywords.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('cachedCustomKeywords', () => {
  it('reads an account’s keywords once per minute, per account', async () => {
    listCustomKeywords.mockImplementation(async (_db, accountId) => [keyword(`k${accountId}`)]);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('k1')]);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('k1')]);
    expect(await cachedCustomKeywords(db, 2)).toEqual([keyword('k2')]);
    expect(listCustomKeywords).toHaveBeenCalledTimes(2);
  });

  it('sees an edit once the TTL has passed, without a restart (well within 5 minutes)', async () => {
    listCustomKeywords.mockResolvedValueOnce([keyword('info')]).mockResolvedValueOnce([keyword('more')]);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('info')]);
    vi.advanceTimersByTime(59_000);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('info')]);
    vi.advanceTimersByTime(1_000);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('more')]);
  });

  it('never keeps keywords longer than 240 s, whatever the environment says', async () => {
    vi.stubEnv('KEYWORD_CACHE_SECONDS', '3600');
    clearKeywordCache();
    listCustomKeywords.mockResolvedValueOnce([keyword('old')]).mockResolvedValueOnce([keyword('new')]);
    await cachedCustomKeywords(db, 1);
    vi.advanceTimersByTime(240_000);
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('new')]);
  });

  it('is emptied by clearKeywordCache', async () => {
    listCustomKeywords.mockResolvedValueOnce([]).mockResolvedValueOnce([keyword('info')]);
    expect(await cachedCustomKeywords(db, 1)).toEqual([]);
    clearKeywordCache();
    expect(await cachedCustomKeywords(db, 1)).toEqual([keyword('info')]);
  });
});
