import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MYSQL_FAILURES } from './mysql-errors';
import { watchStream } from './stream-watchdog';

// The streamed read's watchdog with a fake query and stream: idle only counts while we wait for the
// server, and the read has an overall cap.
describe('watchStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (highWaterMark = 4) => {
    const query = new EventEmitter();
    const stream = new Readable({ objectMode: true, highWaterMark, read: () => undefined });
    const expired = vi.fn();
    const watchdog = watchStream(query, stream, { idleMs: 2_000, totalMs: 10_000, onExpired: expired });
    return { query, stream, expired, watchdog };
  };

  it('fails a read whose server sends nothing for the idle time', () => {
    const { query, expired } = setup();
    vi.advanceTimersByTime(1_500);
    query.emit('result', ['row']);
    vi.advanceTimersByTime(1_900);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(700);
    expect(expired).toHaveBeenCalledWith(MYSQL_FAILURES.readStalled);
    vi.advanceTimersByTime(10_000);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does not count our own slowness: a full buffer pauses the server', () => {
    const { stream, expired } = setup(2);
    stream.push(['a']);
    stream.push(['b']);
    vi.advanceTimersByTime(8_000);
    expect(expired).not.toHaveBeenCalled();
  });

  it('caps the whole read, and stops once every row is in', () => {
    const capped = setup();
    for (let t = 0; t < 11; t += 1) {
      capped.query.emit('result', ['row']);
      vi.advanceTimersByTime(1_000);
    }
    expect(capped.expired).toHaveBeenCalledWith(MYSQL_FAILURES.readTooLong(10_000));

    const ended = setup();
    ended.query.emit('end');
    vi.advanceTimersByTime(60_000);
    expect(ended.expired).not.toHaveBeenCalled();
  });
});
