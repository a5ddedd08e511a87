import { sql } from 'kysely';
import type { DbOrTrx } from '../platform/db/database';

// The account's sealed callback signing secrets (accounts.webhook_signing_secret, and the previous one a
// rotation keeps for a while). Callers pass the account id: the worker acts for a call's account, the
// Settings routes for the caller's.

/** The sealed secrets of an account, or undefined when the account does not exist. */
export function findSigningSecrets(db: DbOrTrx, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['webhook_signing_secret', 'webhook_previous_secret', 'webhook_previous_secret_until'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Stores a first secret unless one exists already (two first uses at once keep the one stored first). */
export async function storeFirstSecret(db: DbOrTrx, accountId: number, sealed: Buffer): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ webhook_signing_secret: sealed })
    .where('id', '=', accountId)
    .where('webhook_signing_secret', 'is', null)
    .execute();
}

/** Replaces the secret; the old one (if any) still signs for `keepHours`. */
export async function replaceSecret(db: DbOrTrx, accountId: number, sealed: Buffer, keepHours: number) {
  await db
    .updateTable('accounts')
    .set((eb) => ({
      webhook_previous_secret: eb.ref('webhook_signing_secret'),
      webhook_previous_secret_until: eb
        .case()
        .when('webhook_signing_secret', 'is', null)
        .then(null)
        .else(sql<Date>`NOW(3) + INTERVAL ${keepHours} HOUR`)
        .end(),
      webhook_signing_secret: sealed,
    }))
    .where('id', '=', accountId)
    .execute();
}
