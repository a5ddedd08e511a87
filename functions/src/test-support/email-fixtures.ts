// E-mail campaign test data through the real database: a category, lists with contacts, a campaign with
// content and an audience, as the email campaigns and lists areas store them.
import { randomUUID } from 'node:crypto';
import { EMAIL_CAMPAIGN_STATUS } from '../email-campaigns/email-campaigns.table';
import { testDb } from './fixtures';

export async function createEmailList(
  accountId: number,
  emails: (string | { email: string; first_name?: string })[],
  options: { exclusionList?: boolean } = {},
): Promise<number> {
  const db = testDb();
  const { insertId } = await db
    .insertInto('email_lists')
    .values({
      account_id: accountId,
      name: `List ${randomUUID().slice(0, 8)}`,
      description: null,
      exclusion_list: options.exclusionList ? 1 : 0,
      status: 2,
      contacts: emails.length,
    })
    .executeTakeFirstOrThrow();
  const listId = Number(insertId);
  if (emails.length) {
    await db
      .insertInto('email_list_contacts')
      .values(
        emails.map((e) => {
          const c = typeof e === 'string' ? { email: e } : e;
          return { list_id: listId, email: c.email.toLowerCase(), first_name: c.first_name ?? null } as never;
        }),
      )
      .execute();
  }
  return listId;
}

export interface EmailCampaignSpec {
  lists?: number[];
  excludeLists?: number[];
  html?: string;
  subject?: string;
  fromEmail?: string | null;
  status?: number;
  sendActive?: boolean;
  recycleDays?: number;
}

/** The account's own verified sending domain in tests (a domain is one account's: the unique key). */
export const fixtureSendingDomain = (accountId: number) => `acct${accountId}.acme.test`;

/** Gives the account its verified sending domain (as if it had published the DKIM records), once. */
export async function ensureFixtureSendingDomain(accountId: number): Promise<string> {
  const domain = fixtureSendingDomain(accountId);
  await testDb()
    .insertInto('email_sending_domains')
    .ignore()
    .values({ account_id: accountId, domain, status: 'Verified', verified_at: new Date() })
    .execute();
  return domain;
}

export async function createEmailCampaign(accountId: number, spec: EmailCampaignSpec = {}): Promise<number> {
  const db = testDb();
  const domain = await ensureFixtureSendingDomain(accountId);
  const category = await db
    .insertInto('email_categories')
    .values({ account_id: accountId, name: `Category ${randomUUID().slice(0, 8)}`, group_name: null })
    .executeTakeFirstOrThrow();
  const { insertId } = await db
    .insertInto('email_campaigns')
    .values({
      account_id: accountId,
      category_id: Number(category.insertId),
      name: `Campaign ${randomUUID().slice(0, 8)}`,
      provider_name: null,
      from_name: 'Acme Deals',
      // A from address on the account's verified domain: checked again at every send.
      from_email: spec.fromEmail === undefined ? `deals@${domain}` : spec.fromEmail,
      reply_to: 'help@acme.test',
      subject: spec.subject ?? 'Hello #FIRSTNAME#',
      preheader: 'This week only',
      body_html:
        spec.html ??
        '<html><head></head><body><p>Hi #FIRSTNAME# &amp; friends</p><a href="https://shop.example.com/spring?x=1">Shop now</a> <a href="mailto:help@acme.test">Mail us</a></body></html>',
      body_json: null,
      next_segment_build_at: null,
      campaign_finish_at: null,
      start_at: null,
      daily_send_start_time: null,
      daily_send_finish_time: null,
      status: spec.status ?? EMAIL_CAMPAIGN_STATUS.Dormant,
      send_active: spec.sendActive ? 1 : 0,
      schedule_days: '1,2,3,4,5,6,7',
      recycle_campaign_days: spec.recycleDays ?? 0,
    })
    .executeTakeFirstOrThrow();
  const campaignId = Number(insertId);
  const audience = [
    ...(spec.lists ?? []).map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 0 })),
    ...(spec.excludeLists ?? []).map((list_id) => ({ campaign_id: campaignId, list_id, exclude: 1 })),
  ];
  if (audience.length) await db.insertInto('email_campaign_lists').values(audience).execute();
  return campaignId;
}

export interface MailboxMessage {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  headers: { name: string; value: string }[];
}

/** What the SES stand-in received for an address (newest first). */
export async function sesMessagesFor(address: string): Promise<MailboxMessage[]> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  return (await res.json()) as MailboxMessage[];
}

/** An SNS envelope signed by the SES stand-in (like SNS signs). */
export async function signedSnsMessage(message: object, extra: Record<string, string> = {}) {
  const res = await fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}/__sns/sign`, {
    method: 'POST',
    body: JSON.stringify({ Message: JSON.stringify(message), ...extra }),
  });
  return (await res.json()) as Record<string, string>;
}
