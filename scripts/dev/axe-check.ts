// Runs axe-core on the pages this area changed, signed in as the demo client, and prints every
// violation of impact serious or critical (exit code 1 when there is any).
// Usage: tsx scripts/dev/axe-check.ts [baseUrl]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Page } from '@playwright/test';
import { signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function check(page: Page, name: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  // Dialogs fade in: half-transparent text would fail the contrast rule for the wrong reason.
  await page.waitForTimeout(400);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`${name}: ${bad.length} serious/critical (${violations.length} in all)`);
  for (const v of bad)
    console.log(`  ${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return bad.length;
}

/** The Settings dialogs, open: Create API key (with its validation message), the key shown once, Revoke. */
async function checkSettingsDialogs(page: Page): Promise<number> {
  let total = 0;
  await page.goto(`${base}/settings`);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByRole('button', { name: 'Create' }).click();
  await create.getByText('API key name is required.').waitFor();
  total += await check(page, 'settings: create dialog');
  const name = `axe check ${Date.now()}`;
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog', { name: 'API key created' });
  await shown.waitFor();
  total += await check(page, 'settings: key created dialog');
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  total += await check(page, 'settings with a key');
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke API key' });
  await revoke.waitFor();
  total += await check(page, 'settings: revoke dialog');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await revoke.waitFor({ state: 'hidden' });
  return total;
}

/** A transactional campaign's editor (its API alert) and its Send a test dialog, open. */
async function checkSendTestDialog(page: Page): Promise<number> {
  const campaignId = await page.evaluate(async () => {
    const csrf =
      /(?:^|;\s*)(?:__Host-)?csrf_token=([^;]*)/.exec(
        (globalThis as unknown as { document: { cookie: string } }).document.cookie,
      )?.[1] ?? '';
    const res = await fetch('/api/sms/campaigns/list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
      body: JSON.stringify({
        sort: { field: 'id', direction: 'asc' },
        filters: [],
        pagination: { page: 1, rowsPerPage: 100 },
      }),
    });
    const body = (await res.json()) as { rows: { id: number; isTransactional: boolean }[] };
    return body.rows.find((r) => r.isTransactional)?.id;
  });
  if (!campaignId) {
    console.log('campaign editor: skipped (the demo client has no transactional campaign)');
    return 0;
  }
  await page.goto(`${base}/smsmarketing/sms-campaigns/${campaignId}`);
  await page.getByTestId('api-send-url').waitFor();
  let total = await check(page, 'transactional campaign editor');
  await page.getByRole('button', { name: 'Send a test' }).click();
  await page.getByRole('dialog', { name: 'Send a test' }).waitFor();
  total += await check(page, 'campaign editor: send a test dialog');
  return total;
}

/** Webhooks History's Request Details dialog, open (when the account has calls: scripts/db/demo-callbacks.ts). */
async function checkRequestDetailsDialog(page: Page): Promise<number> {
  await page.goto(`${base}/webhook-history`);
  await page.getByText(/^Showing last \d+ calls out of \d+/).waitFor();
  const details = page.getByRole('button', { name: /^Details of call/ }).first();
  if (!(await details.count())) {
    console.log('webhooks history: request details skipped (the demo client has no calls)');
    return 0;
  }
  await details.click();
  await page.getByTestId('raw-request').waitFor();
  return check(page, 'webhooks history: request details dialog');
}

/**
 * The SMS Inbox and its dialogs, open: Lead Keywords (with the uniqueness message on a row), Optout Keywords,
 * Download, and Respond when a reply can be answered.
 */
async function checkInbox(page: Page): Promise<number> {
  await page.goto(`${base}/smsmarketing/sms-inbox`);
  await page.getByTestId('reply-count').filter({ hasText: /\d/ }).waitFor();
  let total = await check(page, 'sms inbox');
  for (const kind of ['Lead', 'Optout'] as const) {
    await page.getByRole('button', { name: `${kind} Keywords` }).click();
    const dialog = page.getByRole('dialog', { name: `${kind} Keywords` });
    await dialog.getByTestId('reserved-keywords').waitFor();
    if (kind === 'Lead') {
      await dialog.getByRole('button', { name: 'Add keyword' }).click();
      await dialog
        .getByRole('textbox', { name: /^Keyword \d+$/ })
        .last()
        .fill('stop');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Keyword must be unique among custom and reserved keywords.').waitFor();
    }
    total += await check(page, `sms inbox: ${kind.toLowerCase()} keywords dialog`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }
  const download = page.getByRole('dialog', { name: 'Download replies' });
  await page.getByRole('button', { name: 'Download' }).click();
  await download.waitFor();
  total += await check(page, 'sms inbox: download dialog');
  await download.getByRole('button', { name: 'Cancel' }).click();
  await download.waitFor({ state: 'hidden' });
  const respond = page.getByRole('button', { name: 'Respond' }).and(page.locator(':enabled')).first();
  if (!(await respond.count())) {
    console.log('sms inbox: respond dialog skipped (no reply to respond to)');
    return total;
  }
  await respond.click();
  await page.getByRole('dialog', { name: 'Respond' }).waitFor();
  total += await check(page, 'sms inbox: respond dialog');
  return total;
}

/** The status page of a scheduled campaign with a built segment (scripts/dev/screenshots-campaign-segment.ts). */
async function checkSegmentStatus(page: Page): Promise<number> {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.post(`${base}/api/sms/campaigns/list`, {
    data: { sort: { field: 'id', direction: 'desc' }, pagination: { page: 1, rowsPerPage: 100 } },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  const rows = ((await res.json()) as { rows: { id: number; isTransactional: boolean }[] }).rows;
  for (const row of rows.filter((r) => !r.isTransactional)) {
    const status = await page.request.get(`${base}/api/sms/campaigns/${row.id}/status`);
    if (!((await status.json()) as { segment: unknown }).segment) continue;
    await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${row.id}`);
    await page.getByTestId('status-segment').waitFor();
    return check(page, 'campaign status: segment');
  }
  console.log('campaign status: segment skipped (no scheduled campaign has a built segment)');
  return 0;
}

/** The first campaign of the signed-in user's account (the status page needs one). */
async function firstCampaignId(page: Page, base: string): Promise<number> {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.post(`${base}/api/sms/campaigns/list`, {
    data: {},
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  return ((await res.json()) as { rows: { id: number }[] }).rows[0]?.id ?? 0;
}

/**
 * SMS History: History by Cellphone for a number with history (SMS_HISTORY_NUMBER, default the demo's
 * +27825551001: scripts/db/demo-sends.ts), with every panel answered; Cellphones by ID Number with no
 * result; and, signed in as the demo administrator, the global view.
 */
const HISTORY_PANELS = [
  'Marketing Lists',
  'Messages Sent',
  'Delivery Reports',
  'Replies Received',
  'Web-service Callbacks',
  'Unique Clicks',
];

async function checkSmsHistory(page: Page): Promise<number> {
  const number = process.env.SMS_HISTORY_NUMBER ?? '+27825551001';
  await page.goto(`${base}/smsmarketing/sms-history/${encodeURIComponent(number)}`);
  for (const title of HISTORY_PANELS)
    await page.getByRole('region', { name: title }).getByRole('table').waitFor();
  let total = await check(page, 'sms history: by cellphone');
  await page.goto(`${base}/smsmarketing/sms-history/id?idnumber=0000000000001`);
  await page.getByText('No cellphones found').waitFor();
  total += await check(page, 'sms history: by ID number');
  const admin = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1366, height: 850 }, bypassCSP: true });
  await signInAsDemoClient(admin, base, 'admin@platform.test');
  await admin.goto(`${base}/smsmarketing/global-sms-history/${encodeURIComponent(number)}`);
  for (const title of HISTORY_PANELS)
    await admin.getByRole('region', { name: title }).getByRole('table').waitFor();
  total += await check(admin, 'global sms history: by cellphone');
  await admin.close();
  return total;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  // bypassCSP: the product's CSP (rightly) refuses the inline axe script.
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 }, bypassCSP: true });
  let total = 0;
  await page.goto(`${base}/sign-in`);
  total += await check(page, 'sign-in');
  await signInAsDemoClient(page, base);
  const campaign = await firstCampaignId(page, base);
  for (const [name, path] of [
    ['lists', '/smsmarketing/sms-lists'],
    ['list process queue', '/listprocessqueue'],
    ['new list', '/smsmarketing/sms-lists/new'],
    ['settings', '/settings'],
    ['campaign status', `/smsmarketing/smscampaigns/status?smscampaignid=${campaign}`],
    ['webhooks history', '/webhook-history'],
    ['segment build history', '/segmentbuildhistory'],
    ['new campaign', '/smsmarketing/sms-campaigns/new'],
    ['monthly overview', '/smsmarketing/monthly-overview-by-campaign'],
    ['daily overview', '/smsmarketing/daily-overview-by-campaign'],
    ['category overview', '/smsmarketing/overview-by-category?mode=month'],
    ['cross-campaign report', '/smsmarketing/cross-campaign-disposition'],
  ] as const) {
    await page.goto(`${base}${path}`);
    total += await check(page, name);
  }
  total += await checkSettingsDialogs(page);
  total += await checkSendTestDialog(page);
  total += await checkRequestDetailsDialog(page);
  total += await checkInbox(page);
  total += await checkSegmentStatus(page);
  total += await checkSmsHistory(page);
  await browser.close();
  process.exit(total ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
