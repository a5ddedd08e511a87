// Shared by the demo traffic scripts (demo-sends.ts, demo-callbacks.ts): the stage's settings and the demo
// client they act as, through the same services the SPA's calls reach.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import type { Db } from '../../functions/src/platform/db/database';
import { tenantScopeFor } from '../../functions/src/platform/tenancy';
import { DEMO_ACCOUNTS } from './demo-data';

/** A setting of the loaded stage environment, or a clear error when it is not loaded. */
export function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (load the stage environment first)`);
  return value;
}

/** Acme Retail's first user, as a signed-in caller. */
export async function acmeOwner(db: Db): Promise<AuthContext> {
  const email = DEMO_ACCOUNTS.find((a) => a.name === 'Acme Retail')!.users[0]!.email;
  const user = await db
    .selectFrom('users')
    .select(['id', 'account_id'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!user) throw new Error(`${email} does not exist: run the seed first (scripts/db/seed.ts)`);
  return {
    userId: user.id,
    accountId: user.account_id,
    role: 'Client',
    sessionId: 0,
    scope: tenantScopeFor(user.account_id),
  };
}

/** The account's category of that name to file a demo campaign in, or a new one of that name. */
export async function categoryChoice(
  db: Db,
  accountId: number,
  name: string,
): Promise<{ categoryId: number } | { newCategoryName: string }> {
  const category = await db
    .selectFrom('sms_categories')
    .select('id')
    .where('account_id', '=', accountId)
    .where('name', '=', name)
    .executeTakeFirst();
  return category ? { categoryId: category.id } : { newCategoryName: name };
}
