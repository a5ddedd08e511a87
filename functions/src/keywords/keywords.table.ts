import type { Generated } from 'kysely';

export type KeywordKind = 'Lead' | 'Optout';
export type KeywordOperation = 'StartsWith' | 'Equals' | 'Contains';

/** An account's custom lead or opt-out keyword (migration 0013); reserved keywords live in code. */
export interface KeywordsTable {
  id: Generated<number>;
  account_id: number;
  kind: KeywordKind;
  /** As the user typed it (trimmed). */
  keyword: string;
  /** Upper-cased and trimmed: unique per account across both kinds. */
  normalized: string;
  operation: Generated<KeywordOperation>;
  position: Generated<number>;
  created_at: Generated<Date>;
}
