// A deep page of the default sort without skipping a deep offset on the index: the account's replies are
// counted per day (sms_reply_days, kept exact with the reply counters), so the day a page starts in is
// found by adding up at most a few hundred day counts, and only that day's earlier rows are skipped.

export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  day: string;
  replies: number;
}

export interface DayStart {
  /** The day holding row `offset`, and how many rows of the sort come before that day. */
  day: string;
  before: number;
}

/** Where row `offset` (0-based, in `days`' order) falls; null when there are not that many rows. */
export function dayOfOffset(days: readonly DayCount[], offset: number): DayStart | null {
  let before = 0;
  for (const d of days) {
    if (offset < before + d.replies) return { day: d.day, before };
    before += d.replies;
  }
  return null;
}

/** The UTC instant a day (YYYY-MM-DD) starts at, and the next day's start. */
export function dayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00.000Z`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}
