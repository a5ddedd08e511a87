import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('serves a value until its TTL has passed, then loads it again', async () => {
    let clock = 0;
    const cache = createTtlCache<number, string>({ ttlMs: 60_000, now: () => clock });
    const load = vi.fn(async () => `v${load.mock.calls.length}`);
    expect(await cache.get(1, load)).toBe('v1');
    clock = 59_999;
    expect(await cache.get(1, load)).toBe('v1');
    clock = 60_000;
    expect(await cache.get(1, load)).toBe('v2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between callers in flight', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((r) => (release = r)));
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    release(7);
    expect(await both).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = createTtlCache<string, number>({ ttlMs: 1000 });
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => 2)).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000, maxEntries: 2 });
    for (const k of [1, 2, 3]) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    const load = vi.fn(async () => 10);
    expect(await cache.get(1, load)).toBe(10);
    expect(await cache.get(3, load)).toBe(3);
  });

  it('forgets a key or everything on request', async () => {
    const cache = createTtlCache<number, number>({ ttlMs: 1000 });
    await cache.get(1, async () => 1);
    await cache.get(2, async () => 2);
    cache.delete(1);
    expect(await cache.get(1, async () => 11)).toBe(11);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
