import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { badRequest, type FieldErrors } from '../platform/http/errors';
import { listCustomKeywords, replaceCustomKeywords } from './keywords.repository';
import { KEYWORD_NOT_UNIQUE, normalizeKeyword, type CustomKeyword } from './keywords.schemas';
import type { KeywordKind } from './keywords.table';
import { RESERVED_KEYWORDS } from './reserved-keywords';

/** The read-only keywords of a kind, as the keyword dialogs list them. */
export const reservedKeywords = (kind: KeywordKind): string[] => [...RESERVED_KEYWORDS[kind]];

/** The account's custom keywords of a kind, in the order they were saved. */
export async function getCustomKeywords(
  db: Db,
  auth: AuthContext,
  kind: KeywordKind,
): Promise<CustomKeyword[]> {
  const rows = await listCustomKeywords(db, auth.accountId, kind);
  return rows.map((k) => ({ keyword: k.keyword, operation: k.operation }));
}

const notUnique = (fields: FieldErrors) => badRequest(KEYWORD_NOT_UNIQUE, fields);
const fieldOf = (index: number) => `keywords.${index}.keyword`;

/**
 * Replaces the account's custom keywords of a kind (the dialog saves its whole list). Each must be unique,
 * ignoring case and surrounding spaces, among the reserved keywords of both kinds and the custom keywords of
 * both kinds (spec 1 §5); a clash is answered on the row's field (keywords.N.keyword). Classification reads
 * the change within 5 minutes (its cache's bound).
 */
export async function saveCustomKeywords(
  db: Db,
  auth: AuthContext,
  kind: KeywordKind,
  keywords: CustomKeyword[],
): Promise<CustomKeyword[]> {
  const reserved = new Set([...RESERVED_KEYWORDS.Lead, ...RESERVED_KEYWORDS.Optout].map(normalizeKeyword));
  const wanted = keywords.map((k) => ({
    ...k,
    keyword: k.keyword.trim(),
    normalized: normalizeKeyword(k.keyword),
  }));
  const clashes: FieldErrors = {};
  wanted.forEach((k, i) => {
    if (reserved.has(k.normalized)) clashes[fieldOf(i)] = [KEYWORD_NOT_UNIQUE];
  });
  if (Object.keys(clashes).length) throw notUnique(clashes);
  try {
    await db.transaction().execute(async (trx) => {
      const other = await listCustomKeywords(trx, auth.accountId, kind === 'Lead' ? 'Optout' : 'Lead');
      const taken = new Set(other.map((k) => k.normalized));
      wanted.forEach((k, i) => {
        if (taken.has(k.normalized)) clashes[fieldOf(i)] = [KEYWORD_NOT_UNIQUE];
      });
      if (Object.keys(clashes).length) throw notUnique(clashes);
      await replaceCustomKeywords(trx, auth.accountId, kind, wanted);
    });
  } catch (error) {
    // Both dialogs saved the same new keyword at once: the unique key refused the second.
    if ((error as { code?: string } | null)?.code === 'ER_DUP_ENTRY')
      throw notUnique({ keywords: [KEYWORD_NOT_UNIQUE] });
    throw error;
  }
  return wanted.map((k) => ({ keyword: k.keyword, operation: k.operation }));
}
