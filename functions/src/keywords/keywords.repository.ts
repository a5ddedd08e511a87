import type { DbOrTrx } from '../platform/db/database';
import type { KeywordKind, KeywordOperation } from './keywords.table';

export interface StoredKeyword {
  kind: KeywordKind;
  keyword: string;
  normalized: string;
  operation: KeywordOperation;
}

/** The account's custom keywords (both kinds, or one), in the order the dialog saved them. */
export function listCustomKeywords(
  db: DbOrTrx,
  accountId: number,
  kind?: KeywordKind,
): Promise<StoredKeyword[]> {
  let query = db
    .selectFrom('sms_keywords')
    .select(['kind', 'keyword', 'normalized', 'operation'])
    .where('account_id', '=', accountId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('kind').orderBy('position').orderBy('id').execute();
}

/**
 * Makes the account's custom keywords of one kind exactly these, in this order (call in a transaction).
 * Throws ER_DUP_ENTRY when one is already a keyword of the other kind (unique per account across kinds).
 */
export async function replaceCustomKeywords(
  db: DbOrTrx,
  accountId: number,
  kind: KeywordKind,
  keywords: { keyword: string; normalized: string; operation: KeywordOperation }[],
): Promise<void> {
  await db.deleteFrom('sms_keywords').where('account_id', '=', accountId).where('kind', '=', kind).execute();
  if (!keywords.length) return;
  await db
    .insertInto('sms_keywords')
    .values(
      keywords.map((k, position) => ({
        account_id: accountId,
        kind,
        keyword: k.keyword,
        normalized: k.normalized,
        operation: k.operation,
        position,
      })),
    )
    .execute();
}
