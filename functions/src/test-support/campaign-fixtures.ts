// Campaign test data through the real database.
import { ApiClient } from './api-client';
import { createAccountWithUser, testDb, type TestUser } from './fixtures';

/** A category and two providers (one active standard, one inactive) in the user's account. */
export async function createCampaignBasics(user: TestUser) {
  const db = testDb();
  const tag = Math.random().toString(36).slice(2, 8);
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: user.accountId, name: `Cat ${tag}`, group_name: 'Group A' })
    .executeTakeFirstOrThrow();
  const active = await db
    .insertInto('sms_providers')
    .values({ account_id: user.accountId, name: `Provider ${tag}`, reverse_billed: 1, active: 1 })
    .executeTakeFirstOrThrow();
  const inactive = await db
    .insertInto('sms_providers')
    .values({ account_id: user.accountId, name: `Old provider ${tag}`, active: 0 })
    .executeTakeFirstOrThrow();
  return {
    categoryId: Number(category.insertId),
    categoryName: `Cat ${tag}`,
    providerId: Number(active.insertId),
    inactiveProviderId: Number(inactive.insertId),
  };
}

/** A new client account whose user is signed in through the API, with a category to file campaigns in. */
export async function signedInClient(): Promise<{ user: TestUser; api: ApiClient; categoryId: number }> {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api, categoryId: (await createCampaignBasics(user)).categoryId };
}
