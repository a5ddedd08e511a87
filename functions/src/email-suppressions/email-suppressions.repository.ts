import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';
import { likeContains } from '../platform/db/like';
import type { TenantScope } from '../platform/tenancy';

// The account's suppressions as Settings lists them (email_suppressions, 0024/0038): active and lifted,
// newest first. Suppressing is email-sending/email-suppression.repository.ts.

function filtered(db: DbOrTrx, scope: TenantScope, search: string) {
  let q = db.selectFrom('email_suppressions as s').where('s.account_id', '=', scope.accountId);
  if (search) q = q.where('s.email', 'like', likeContains(search.toLowerCase()));
  return q;
}

export function listSuppressions(
  db: DbOrTrx,
  scope: TenantScope,
  search: string,
  limit: number,
  offset: number,
) {
  return filtered(db, scope, search)
    .leftJoin('users as u', 'u.id', 's.lifted_by_user_id')
    .select([
      's.id',
      's.email',
      's.reason',
      's.campaign_id',
      's.created_at',
      's.lifted_at',
      'u.first_name',
      'u.last_name',
      'u.email as lifted_by_email',
    ])
    .orderBy(sql`s.lifted_at IS NULL`, 'desc')
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}
export type SuppressionListRow = Awaited<ReturnType<typeof listSuppressions>>[number];

export async function countSuppressions(db: DbOrTrx, scope: TenantScope, search: string): Promise<number> {
  const row = await filtered(db, scope, search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findSuppression(db: DbOrTrx, scope: TenantScope, id: number) {
  return db
    .selectFrom('email_suppressions')
    .select(['id', 'email', 'lifted_at'])
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Lifts an active suppression (kept, as lifted): whether it was active. */
export async function liftSuppression(
  db: DbOrTrx,
  scope: TenantScope,
  id: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('email_suppressions')
    .set({ lifted_at: at, lifted_by_user_id: userId })
    .where('account_id', '=', scope.accountId)
    .where('id', '=', id)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
