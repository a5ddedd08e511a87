import type { Cursor } from './conversations.repository';

// The conversation's order: by time, then by table (a message before the reply it drew at the same instant,
// then clicks, then opt-outs), then by row id. A cursor is the oldest event of a page, written
// "<epoch ms>.<rank>.<id>", and the next page is everything strictly before it.

export const RANK = { message: 0, reply: 1, click: 2, optout: 3 } as const;

export interface Ordered {
  at: Date;
  rank: number;
  id: number;
}

/** Newest first. */
export const newestFirst = (a: Ordered, b: Ordered): number =>
  b.at.getTime() - a.at.getTime() || b.rank - a.rank || b.id - a.id;

/** True when `event` comes strictly before `cursor` (always, without a cursor). */
export const isBefore = (event: Ordered, cursor: Cursor | null): boolean =>
  cursor === null || newestFirst(event, cursor) > 0;

export const cursorText = (event: Ordered): string => `${event.at.getTime()}.${event.rank}.${event.id}`;

/** The cursor of `?before=` (already checked by the query schema's pattern), or null for the newest page. */
export function parseCursor(text: string | undefined): Cursor | null {
  if (text === undefined) return null;
  const [ms, rank, id] = text.split('.').map(Number);
  return { at: new Date(ms!), rank: rank!, id: id! };
}
