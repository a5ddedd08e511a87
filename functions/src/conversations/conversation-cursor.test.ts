import { describe, expect, it } from 'vitest';
import { cursorText, isBefore, newestFirst, parseCursor, RANK } from './conversation-cursor';

const at = (ms: number) => new Date(ms);

describe('the conversation cursor', () => {
  it('orders by time, then table, then id, newest first', () => {
    const events = [
      { at: at(1000), rank: RANK.message, id: 5 },
      { at: at(2000), rank: RANK.message, id: 1 },
      { at: at(1000), rank: RANK.reply, id: 2 },
      { at: at(1000), rank: RANK.message, id: 7 },
    ];
    expect([...events].sort(newestFirst)).toEqual([events[1], events[2], events[3], events[0]]);
  });

  it('reads back what it writes, and takes only events strictly before it', () => {
    const oldest = { at: at(1_700_000_000_123), rank: RANK.reply, id: 42 };
    const cursor = parseCursor(cursorText(oldest))!;
    expect(cursor).toEqual(oldest);
    expect(isBefore(oldest, cursor)).toBe(false);
    expect(isBefore({ ...oldest, id: 41 }, cursor)).toBe(true);
    expect(isBefore({ ...oldest, rank: RANK.message, id: 99 }, cursor)).toBe(true);
    expect(isBefore({ ...oldest, rank: RANK.click, id: 1 }, cursor)).toBe(false);
    expect(isBefore({ ...oldest, at: at(1_700_000_000_122), rank: RANK.optout }, cursor)).toBe(true);
    expect(isBefore(oldest, null)).toBe(true);
    expect(parseCursor(undefined)).toBeNull();
  });
});
