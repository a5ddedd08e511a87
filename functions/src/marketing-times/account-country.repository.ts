import type { DbOrTrx } from '../platform/db/database';

/** The account's country (its marketing-time rule, issue 28, cuts every window); read without a lock. */
export async function accountCountry(db: DbOrTrx, accountId: number): Promise<string> {
  const row = await db
    .selectFrom('accounts')
    .select('default_country_iso3166 as country')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.country ?? 'ZA';
}
