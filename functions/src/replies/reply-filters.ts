import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../platform/db/database.types';
import type { ReplyTypeFilter } from './replies.schemas';
import type { StoredReplyType } from './replies.table';

type ReplyEb = ExpressionBuilder<Database & { r: Database['sms_replies'] }, 'r'>;

const STORED_TYPES: StoredReplyType[] = ['Unallocated', 'Lead', 'Optout'];

/** The stored type and ignored flag behind each type filter (Leads and Optouts are never ignored). */
export const TYPE_FILTER: Record<
  Exclude<ReplyTypeFilter, 'All'>,
  { type?: StoredReplyType; ignored: 0 | 1 }
> = {
  Leads: { type: 'Lead', ignored: 0 },
  Optouts: { type: 'Optout', ignored: 0 },
  Unallocated: { type: 'Unallocated', ignored: 0 },
  Ignored: { ignored: 1 },
};

/**
 * The conditions of a type filter on sms_replies as r. With `everyType`, Ignored names every stored type,
 * so that an (account, type, ignored, …) index is read as three ranges rather than whole.
 */
export function typeConditions(
  eb: ReplyEb,
  filter: ReplyTypeFilter,
  { everyType = false } = {},
): Expression<SqlBool>[] {
  if (filter === 'All') return [];
  const { type, ignored } = TYPE_FILTER[filter];
  const byType = type ? [eb('r.type', '=', type)] : everyType ? [eb('r.type', 'in', STORED_TYPES)] : [];
  return [...byType, eb('r.ignored', '=', ignored)];
}
