// Demo e-mail traffic through the real path: if Acme Retail has an e-mail campaign with a from address,
// subject, content and an audience list with contacts (made by the e-mail lists' and campaigns' demos), it
// is switched Active and the e-mail tick builds its round and drains it into the e-mail send queue (inside
// the campaign's send window); the local poller's worker sends it to the SES stand-in (http://localhost:4580/).
// A few recipients then open it and click a link through the public tracking endpoints, so the campaign has
// engagement to show. Skipped, with a message, when there is no such campaign, or when it sent already.
// Only for the stages local, test and test-* (seed-guard.ts). Waits at most DEMO_EMAIL_WAIT_SECONDS (30).
import { sql } from 'kysely';
import { EMAIL_CAMPAIGN_STATUS } from '../../functions/src/email-campaigns/email-campaigns.table';
import { runEmailTick } from '../../functions/src/email-sending/email-send-tick';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { createLogger } from '../../functions/src/platform/log';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function findCampaign(db: Db, accountId: number) {
  return db
    .selectFrom('email_campaigns as c')
    .select(['c.id', 'c.name', 'c.status'])
    .where('c.account_id', '=', accountId)
    .where('c.archived', '=', 0)
    .where('c.is_transactional', '=', 0)
    .where('c.from_email', 'is not', null)
    .where('c.subject', 'is not', null)
    .where('c.body_html', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('email_campaign_lists as cl')
          .innerJoin('email_list_contacts as lc', 'lc.list_id', 'cl.list_id')
          .select(sql`1`.as('one'))
          .whereRef('cl.campaign_id', '=', 'c.id')
          .where('cl.exclude', '=', 0),
      ),
    )
    .orderBy('c.id')
    .executeTakeFirst();
}

async function main() {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  const log = createLogger({ script: 'demo-email-sends' });
  const wait = Number(process.env.DEMO_EMAIL_WAIT_SECONDS ?? 30) * 1000;
  try {
    const owner = await acmeOwner(db);
    const campaign = await findCampaign(db, owner.accountId);
    if (!campaign) {
      console.log(
        'demo e-mail sends: skipped (Acme Retail has no e-mail campaign with content and an audience yet)',
      );
      return;
    }
    const already = await db
      .selectFrom('email_sends')
      .select('id')
      .where('campaign_id', '=', campaign.id)
      .where('is_test', '=', 0)
      .where('status', '!=', 'Queued')
      .limit(1)
      .execute();
    // A round that waited for its window (run.sh outside it) is taken up again: the tick is idempotent.
    if (already.length) {
      console.log(`demo e-mail sends: "${campaign.name}" has sent already`);
      return;
    }
    // What the campaign list's Active switch does.
    await db
      .updateTable('email_campaigns')
      .set({ send_active: 1, status: EMAIL_CAMPAIGN_STATUS.Active })
      .where('id', '=', campaign.id)
      .execute();
    const deadline = Date.now() + wait;
    let sent: { email: string; tracking_token: string }[] = [];
    for (;;) {
      await runEmailTick(db, log);
      sent = await db
        .selectFrom('email_sends')
        .select(['email', 'tracking_token'])
        .where('campaign_id', '=', campaign.id)
        .where('status', '=', 'Sent')
        .orderBy('id')
        .execute();
      const left = await db
        .selectFrom('email_sends')
        .select('id')
        .where('campaign_id', '=', campaign.id)
        .where('status', 'in', ['Queued', 'Sending'])
        .limit(1)
        .execute();
      if ((sent.length && !left.length) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    if (!sent.length) {
      console.log(
        `demo e-mail sends: "${campaign.name}" is Active; its round waits for its send window (nothing sent yet)`,
      );
      return;
    }
    const api = required('API_HOST').replace(/\/+$/, '');
    const engaged = sent.slice(0, Math.max(1, Math.ceil(sent.length / 3)));
    let clicks = 0;
    for (const [i, s] of engaged.entries()) {
      await fetch(`${api}/email/o/${s.tracking_token}.gif`, { headers: { 'user-agent': BROWSER } });
      if (i % 2 === 0) {
        const html = await mailHtml(s.email);
        const link = html && /href="([^"]*\/email\/c\/[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
        if (link) {
          await fetch(link, { headers: { 'user-agent': BROWSER }, redirect: 'manual' });
          clicks += 1;
        }
      }
    }
    // One recipient who did not engage unsubscribes with their mail client's one-click button (RFC 8058), so
    // Settings › Email suppressions has an entry to show and lift.
    const leaving = sent.length > engaged.length ? sent[sent.length - 1] : undefined;
    if (leaving)
      await fetch(`${api}/email/u/${leaving.tracking_token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
        body: 'List-Unsubscribe=One-Click',
      });
    console.log(
      `demo e-mail sends: "${campaign.name}" sent ${sent.length} e-mails; ${engaged.length} opened, ${clicks} clicked` +
        (leaving ? `; ${leaving.email} unsubscribed` : ''),
    );
  } finally {
    await db.destroy();
  }
}

async function mailHtml(email: string): Promise<string | null> {
  const res = await fetch(
    `http://127.0.0.1:${required('MAILBOX_PORT')}/messages?to=${encodeURIComponent(email)}&limit=1`,
  );
  const [message] = (await res.json()) as { html: string | null }[];
  return message?.html ?? null;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
