// E-mail campaign test data through the real database: categories, lists (elists' table), a verified sending
// domain (esend's table) and sends / engagements (esend's tables), inserted directly.
import { randomBytes } from 'node:crypto';
import { testDb, type TestUser } from './fixtures';

const tag = () => Math.random().toString(36).slice(2, 8);

/** An e-mail category in the user's account. */
export async function createEmailCategory(
  user: TestUser,
  name = `Email cat ${tag()}`,
  group: string | null = null,
) {
  const r = await testDb()
    .insertInto('email_categories')
    .values({ account_id: user.accountId, name, group_name: group })
    .executeTakeFirstOrThrow();
  return { id: Number(r.insertId), name };
}

/** An e-mail list in the user's account. */
export async function createEmailList(
  user: TestUser,
  options: { name?: string; contacts?: number; exclusionList?: boolean } = {},
) {
  const name = options.name ?? `Email list ${tag()}`;
  const r = await testDb()
    .insertInto('email_lists')
    .values({
      account_id: user.accountId,
      name,
      contacts: options.contacts ?? 3,
      status: 2,
      exclusion_list: options.exclusionList ? 1 : 0,
    })
    .executeTakeFirstOrThrow();
  return { id: Number(r.insertId), name };
}

/** A sending domain of the user's account (Verified unless told). */
export async function addSendingDomain(
  user: TestUser,
  domain: string,
  status: 'Pending' | 'Verified' | 'Failed' = 'Verified',
) {
  await testDb()
    .insertInto('email_sending_domains')
    .values({
      account_id: user.accountId,
      domain,
      status,
      verified_at: status === 'Verified' ? new Date() : null,
    })
    .execute();
}

/** Sends of a campaign (as esend's pipeline writes them); returns their ids. */
export async function insertEmailSends(
  user: TestUser,
  campaignId: number,
  sends: {
    email: string;
    status: 'Queued' | 'Sent' | 'Failed' | 'Suppressed' | 'Bounced';
    round?: number;
    isTest?: boolean;
    opened?: boolean;
  }[],
) {
  const ids: number[] = [];
  for (const s of sends) {
    const r = await testDb()
      .insertInto('email_sends')
      .values({
        account_id: user.accountId,
        campaign_id: campaignId,
        email: s.email,
        status: s.status,
        send_round: s.round ?? 1,
        is_test: s.isTest ? 1 : 0,
        tracking_token: randomBytes(16).toString('base64url').slice(0, 22),
        enqueued_at: new Date(),
        sent_at: s.status === 'Sent' || s.status === 'Bounced' ? new Date() : null,
        first_opened_at: s.opened ? new Date() : null,
      })
      .executeTakeFirstOrThrow();
    ids.push(Number(r.insertId));
  }
  return ids;
}

/** An engagement (1 Opens, 2 Clicks) of an address with a campaign. */
export async function insertEngagement(user: TestUser, campaignId: number, type: 1 | 2, email: string) {
  await testDb()
    .insertInto('email_engagements')
    .values({
      account_id: user.accountId,
      campaign_id: campaignId,
      type,
      email,
      first_at: new Date(),
      last_at: new Date(),
    })
    .execute();
}
