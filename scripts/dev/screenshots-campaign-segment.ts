// Screenshots of the SMS Campaign Status page of a Long Running campaign with a built segment, for a person
// to look at. Usage: tsx scripts/dev/screenshots-campaign-segment.ts [baseUrl] — files go to
// .local/screenshots/campaign-status/. Against a running stack whose scheduler runs by itself (the run
// command's or a test stage's): it writes a list of 2,000 demo numbers for alice's account into
// DATABASE_URL's database, creates and activates a Long Running campaign on it through the API, waits for
// the stack to build its segment, and then marks 40% of the segment Released, as the drain does when it
// hands members to sending (so the progress bar shows something). Its Segment Build History link is
// followed too.
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { createDatabase } from '../../functions/src/platform/db/database';
import { localPartsOf } from '../../functions/src/platform/time/zoned-time';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--')) ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/campaign-status';
mkdirSync(out, { recursive: true });
const ZONE = 'Africa/Johannesburg';
const CONTACTS = 2000;

/** A call to the API as the signed-in user (with the CSRF header). */
async function call<T>(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: object) {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.fetch(`${base}${path}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/** A Long Running campaign on a fresh list of alice's account, activated; its id. */
async function createCampaign(page: Page): Promise<number> {
  const db = createDatabase(process.env.DATABASE_URL!, 1);
  const account = await db
    .selectFrom('users')
    .select('account_id')
    .where('email', '=', 'alice@acme.test')
    .executeTakeFirstOrThrow();
  const list = await db
    .insertInto('sms_lists')
    .values({ account_id: account.account_id, name: `Loyalty members ${Date.now()}`, contacts: CONTACTS })
    .executeTakeFirstOrThrow();
  const listId = Number(list.insertId);
  const numbers = Array.from(
    { length: CONTACTS },
    (_, i) => `+2783${String(5_000_000 + i).padStart(7, '0')}`,
  );
  await db
    .insertInto('sms_list_contacts')
    .values(numbers.map((cellphone) => ({ list_id: listId, cellphone })))
    .execute();
  await db.destroy();

  const groups = await call<{ categories: { id: number }[] }[]>(page, 'GET', '/api/categories/sms');
  const categoryId = groups.flatMap((g) => g.categories)[0]!.id;
  const { id } = await call<{ id: number }>(page, 'POST', '/api/sms/campaigns/scheduled', {
    type: 1,
    name: 'Loyalty Points Drip',
    categoryId,
    includeListIds: [listId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '08:00',
    dailySendFinishTime: '17:00',
    timeZone: ZONE,
    startDate: localPartsOf(new Date(), ZONE).date,
    finishDate: null,
    recycleCampaignDays: 7,
    restPeriodDays: 14,
  });
  await call(page, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    // With the account's sender and opt-out line, or activation refuses it (issue 28).
    messages: [
      {
        id: null,
        active: true,
        message: `Your loyalty points are waiting: #CLICKURL#\n${(await call<{ optoutLine: string }>(page, 'GET', '/api/settings')).optoutLine}`,
      },
    ],
    clickUrl: 'https://example.com/loyalty',
  });
  await call(page, 'PATCH', `/api/sms/campaigns/${id}/send-active`, { active: true });
  return id;
}

/** Waits for the stack's scheduler and segment build worker, then releases 40% as the drain would. */
async function buildAndRelease(page: Page, id: number): Promise<void> {
  let buildId: number | undefined;
  for (let i = 0; i < 60 && !buildId; i++) {
    const status = await call<{ segment: { buildId: number } | null }>(
      page,
      'GET',
      `/api/sms/campaigns/${id}/status`,
    );
    buildId = status.segment?.buildId;
    if (!buildId) await page.waitForTimeout(1000);
  }
  if (!buildId) throw new Error('the segment was not built within a minute: is the stack running?');
  const db = createDatabase(process.env.DATABASE_URL!, 1);
  await db
    .updateTable('sms_segment_members')
    .set({ status: 'Released' })
    .where('build_id', '=', buildId)
    .where('status', '=', 'Pending')
    .where('recipient', '<', `+2783${String(5_000_000 + CONTACTS * 0.4).padStart(7, '0')}`)
    .execute();
  await db.destroy();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  let id: number | undefined;
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base);
    if (id === undefined) {
      id = await createCampaign(page);
      await buildAndRelease(page, id);
    }
    await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${id}`);
    await page.getByTestId('status-segment').waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${label}-status-segment.png`, fullPage: true });
    // The section's link: the history filtered to this campaign.
    await page.getByRole('link', { name: 'Segment Build History' }).click();
    await page.waitForURL(`${base}/segmentbuildhistory?campaignId=${id}`);
    await page.getByRole('cell', { name: 'Loyalty Points Drip' }).first().waitFor();
    await page.screenshot({ path: `${out}/${label}-segment-history.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
  console.log(`campaign ${id}: screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
