import type { EventEmitter } from 'node:events';
import type { Readable } from 'node:stream';
import { MYSQL_FAILURES } from './mysql-errors';

export interface WatchLimits {
  /** Longest wait for the server's next row while we are waiting for one. */
  idleMs: number;
  /** Longest read, first row to last. */
  totalMs: number;
  /** Called once, with the user's message, when a limit is passed. */
  onExpired: (message: string) => void;
}

/**
 * Watches a streamed mysql2 query. Time only counts as idle while we wait for the server: when our
 * side is busy the stream's buffer fills and mysql2 pauses the socket, which is not the server's
 * fault. One check a second (or 4 per idle period), not a timer per row.
 */
export function watchStream(query: EventEmitter, stream: Readable, limits: WatchLimits) {
  const started = Date.now();
  let lastProgress = started;
  const progress = () => {
    lastProgress = Date.now();
  };
  query.on('fields', progress);
  query.on('result', progress);
  // Every row is in: what is left is ours to process.
  query.on('end', () => stop());
  const check = () => {
    const now = Date.now();
    // A full buffer: the server is paused by us, so it is not idle.
    if (stream.readableLength >= stream.readableHighWaterMark) lastProgress = now;
    let message: string | null = null;
    if (now - started > limits.totalMs) message = MYSQL_FAILURES.readTooLong(limits.totalMs);
    else if (now - lastProgress > limits.idleMs) message = MYSQL_FAILURES.readStalled;
    if (message === null) return;
    stop();
    limits.onExpired(message);
  };
  const timer = setInterval(check, Math.max(50, Math.min(1_000, Math.floor(limits.idleMs / 4))));
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    query.off('fields', progress);
    query.off('result', progress);
  };
  return { stop };
}
