// Screenshots of the SMS Campaign Status page and the short-link not-found page, for a person to look at.
// Usage: tsx scripts/dev/screenshots-campaign-status.ts [baseUrl] [--seed] — files go to
// .local/screenshots/campaign-status/. --seed first writes two days of hourly counters for alice's demo
// campaign 'Black Friday Blast' into DATABASE_URL's database (adding to what is there).
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { createDatabase } from '../../functions/src/platform/db/database';
import { bumpCampaignStats } from '../../functions/src/sending/campaign-stats.repository';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--')) ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/campaign-status';
mkdirSync(out, { recursive: true });
const HOUR = 60 * 60 * 1000;

/** The id of one of the signed-in user's campaigns, by name. */
async function campaignId(page: Page, name: string): Promise<number> {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.post(`${base}/api/sms/campaigns/list`, {
    data: { filters: [{ field: 'campaignName', operation: 'Contains', value: name }] },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  const body = (await res.json()) as { rows: { id: number; name: string }[] };
  const id = body.rows.find((r) => r.name === name)?.id;
  if (!id) throw new Error(`no campaign named ${name}`);
  return id;
}

/** A day and a half of a marketing send: a morning burst, a trickle, deliveries trailing the sends. */
async function seed(id: number): Promise<void> {
  const db = createDatabase(process.env.DATABASE_URL!, 1);
  const account = await db
    .selectFrom('sms_campaigns')
    .select('account_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const now = Date.now();
  for (let hoursAgo = 40; hoursAgo >= 0; hoursAgo -= 1) {
    const at = new Date(now - hoursAgo * HOUR);
    const sastHour = (at.getUTCHours() + 2) % 24;
    const busy = sastHour >= 8 && sastHour <= 17;
    const sent = busy
      ? 120 + Math.round(90 * Math.sin(((sastHour - 8) / 9) * Math.PI))
      : hoursAgo % 3
        ? 0
        : 6;
    if (!sent) continue;
    const delivered = hoursAgo === 0 ? Math.round(sent * 0.6) : Math.round(sent * 0.93);
    const undelivered = hoursAgo === 0 ? 0 : Math.round(sent * 0.03);
    await bumpCampaignStats(db, {
      campaignId: id,
      accountId: account.account_id,
      at,
      counts: {
        queued: sent + (hoursAgo === 0 ? 140 : 0) + Math.round(sent * 0.01),
        sent,
        delivered,
        undelivered,
        failed: Math.round(sent * 0.01),
        suppressed: Math.round(sent * 0.02),
        clicks: Math.round(sent * 0.08),
        unique_clicks: Math.round(sent * 0.06),
        segments: sent * 2,
      },
      cost: sent * 2 * 0.165,
    });
  }
  await db.destroy();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base);
    const busy = await campaignId(page, 'Black Friday Blast');
    if (args.includes('--seed') && label === 'desktop') await seed(busy);
    await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${busy}`);
    await page.getByTestId('status-sent').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${label}-status.png`, fullPage: true });
    const empty = await campaignId(page, 'Order Notifications API');
    await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${empty}`);
    await page.getByTestId('status-empty').or(page.getByTestId('status-sent')).waitFor();
    await page.screenshot({ path: `${out}/${label}-status-empty.png`, fullPage: true });
    await page.goto(`${base}/s/NoSuch1`);
    await page.screenshot({ path: `${out}/${label}-short-link-not-found.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
