import type { DbOrTrx } from '../platform/db/database';
import type { KeywordKind, KeywordOperation } from './keywords.table';

export interface StoredKeyword {
  kind: KeywordKind;
  keyword: string;
  normalized: string;
  operation: KeywordOperation;
}

/** The account's custom keywords (both kinds, or one), in the order the dialog saved them. */
export function listCustomKeywords(db: DbOrTrx, accountId: number, kind?: KeywordKind): Promise<StoredKeyword[]> {
  let query = db
    .selectFrom('sms_keywords')
    .select(['kind', 'keyword', 'normalized', 'operation'])
    .where('account_id', '=', accountId);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('kind').orderBy('position').orderBy('id').execute();
}
