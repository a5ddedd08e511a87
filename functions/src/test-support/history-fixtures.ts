// SMS History test data: one cellphone's rows in every table History by Cellphone reads (list contacts,
// messages, delivery reports, replies, web-service callbacks, clicks, opt-outs), stored in the real tables
// the way the owning areas store them.
import { randomBytes } from 'node:crypto';
import { testDb, type TestUser } from './fixtures';

export interface NumberHistory {
  tag: string;
  campaignId: number;
  campaignName: string;
  listNames: string[];
  messageIds: number[];
  /** Messages newest first, as the panel shows them. */
  messageBodies: string[];
  deliveryReports: number;
  undelivered: number;
  replies: number;
  callbacks: number;
  clickedUrl: string;
  clicks: number;
}

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/**
 * For `cellphone` (E.164) in the user's account: two lists holding it (with `idNumber` typed with spaces),
 * an opt-out, `messages` messages one minute apart (every fourth Undelivered), a delivery report for each
 * and an extra 'Accepted' report for the first three, a Lead reply to the campaign and an Unallocated one
 * with no campaign, two callbacks, and clicks on two messages' short links (one URL).
 */
export async function seedNumberHistory(
  user: TestUser,
  cellphone: string,
  options: { messages?: number; idNumber?: string } = {},
): Promise<NumberHistory> {
  const db = testDb();
  const tag = randomBytes(3).toString('hex');
  const count = options.messages ?? 12;
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: user.accountId, name: `History ${tag}`, group_name: null })
    .executeTakeFirstOrThrow();
  const provider = await db
    .insertInto('sms_providers')
    .values({ account_id: user.accountId, name: `Gateway ${tag}`, active: 1 })
    .executeTakeFirstOrThrow();
  const providerId = Number(provider.insertId);
  const campaignName = `History campaign ${tag}`;
  const campaign = await db
    .insertInto('sms_campaigns')
    .values({
      account_id: user.accountId,
      category_id: Number(category.insertId),
      name: campaignName,
      type: 2,
      status: 5,
      schedule_days: '',
      callback_url: 'https://partner.example/callbacks',
    })
    .executeTakeFirstOrThrow();
  const campaignId = Number(campaign.insertId);

  const listNames = [`History list A ${tag}`, `History list B ${tag}`];
  for (const name of listNames) {
    const list = await db
      .insertInto('sms_lists')
      .values({ account_id: user.accountId, name, status: 2, contacts: 1 })
      .executeTakeFirstOrThrow();
    await db
      .insertInto('sms_list_contacts')
      .values({
        list_id: Number(list.insertId),
        cellphone,
        first_name: 'Thandi',
        last_name: 'Mokoena',
        id_number: options.idNumber ?? null,
      })
      .execute();
  }
  await db.insertInto('sms_optouts').values({ account_id: user.accountId, cellphone }).execute();

  const messageIds: number[] = [];
  const messageBodies: string[] = [];
  let undelivered = 0;
  for (let i = 0; i < count; i += 1) {
    const failed = i % 4 === 3;
    if (failed) undelivered += 1;
    const created = minutesAgo(count - i + 10);
    const body = `History message ${i + 1} ${tag}`;
    const { insertId } = await db
      .insertInto('sms_messages')
      .values({
        account_id: user.accountId,
        campaign_id: campaignId,
        source: 'Api',
        recipient: cellphone,
        body,
        segments: 1,
        encoding: 'GSM7',
        short_code: i < 2 ? randomBytes(4).toString('hex').slice(0, 7) : null,
        click_url: i < 2 ? 'https://shop.example/offer' : null,
        status: failed ? 'Undelivered' : 'Delivered',
        provider_id: providerId,
        provider_message_id: `hist-${tag}-${i}`,
        cost: '0.2000',
        created_at: created,
        sent_at: created,
        delivered_at: failed ? null : created,
      })
      .executeTakeFirstOrThrow();
    messageIds.push(Number(insertId));
    messageBodies.unshift(body);
    const reports = [{ status: failed ? 'Undelivered' : 'Delivered', delivered: failed ? 0 : 1 }];
    if (i < 3) reports.push({ status: 'Accepted', delivered: 0 });
    for (const report of reports) {
      await db
        .insertInto('sms_delivery_reports')
        .values({
          provider_id: providerId,
          provider_message_id: `hist-${tag}-${i}`,
          message_id: Number(insertId),
          account_id: user.accountId,
          status: report.status,
          delivered: report.delivered,
          reported_at: created,
          received_at: created,
        })
        .execute();
    }
  }
  const deliveryReports = count + Math.min(count, 3);

  for (const [i, reply] of [
    { campaign_id: campaignId, message: `YES please ${tag}`, keyword: 'YES', type: 'Lead' as const },
    { campaign_id: null, message: `Who is this? ${tag}`, keyword: null, type: 'Unallocated' as const },
  ].entries()) {
    await db
      .insertInto('sms_replies')
      .values({
        account_id: user.accountId,
        provider_id: providerId,
        provider_message_id: `hist-reply-${tag}-${i}`,
        from_number: cellphone,
        received_at: minutesAgo(5 - i),
        ...reply,
      })
      .execute();
  }

  for (let i = 0; i < 2; i += 1) {
    await db
      .insertInto('webhook_calls')
      .values({
        account_id: user.accountId,
        campaign_id: campaignId,
        cellphone,
        event_type: i === 0 ? 'Lead' : 'DeliveryReport',
        event_key: `history:${tag}:${i}`,
        callback_url: 'https://partner.example/callbacks',
        payload: '{}',
        send_attempts: i + 1,
        sent: i === 0 ? 1 : 0,
        last_status_code: i === 0 ? 200 : 500,
        next_attempt_at: null,
        enqueued_at: null,
        sent_at: i === 0 ? minutesAgo(4) : null,
      })
      .execute();
  }

  const clickedUrl = 'https://shop.example/offer';
  for (const [i, clicks] of [3, 1].entries()) {
    await db
      .insertInto('sms_clicks')
      .values({
        message_id: messageIds[i]!,
        account_id: user.accountId,
        campaign_id: campaignId,
        recipient: cellphone,
        url: clickedUrl,
        clicks,
        first_click_at: minutesAgo(3),
        latest_click_at: minutesAgo(3 - i),
      })
      .execute();
  }

  return {
    tag,
    campaignId,
    campaignName,
    listNames,
    messageIds,
    messageBodies,
    deliveryReports,
    undelivered,
    replies: 2,
    callbacks: 2,
    clickedUrl,
    clicks: 4,
  };
}
