// Screenshots of what scripts/db/demo-sends.ts leaves on a running stage (after `bash scripts/run.sh`): the
// status page of Acme Retail's "Order Tracking" campaign (desktop and phone widths) and the SMS gateway
// emulator's page with the handsets that received its messages.
// Usage: tsx scripts/dev/screenshots-demo-sends.ts (the stage's env loaded); files go to
// .local/screenshots/demo-sends/.
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.env.APP_BASE_URL ?? 'http://localhost:8080';
const gateway = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 4700}/`;
const out = '.local/screenshots/demo-sends';
/** The campaign scripts/db/demo-sends.ts sends through (its DEMO_SENDS_CAMPAIGN). */
const DEMO_SENDS_CAMPAIGN = 'Order Tracking';
mkdirSync(out, { recursive: true });

/** The id of one of the signed-in user's campaigns, by name (the campaign list's API, as the SPA asks). */
async function campaignId(page: Page, name: string): Promise<number> {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.post(`${base}/api/sms/campaigns/list`, {
    data: { filters: [{ field: 'campaignName', operation: 'Contains', value: name }] },
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  const body = (await res.json()) as { rows: { id: number; name: string }[] };
  const id = body.rows.find((r) => r.name === name)?.id;
  if (!id) throw new Error(`no campaign named ${name}: did scripts/db/demo-sends.ts run?`);
  return id;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
      const page = await browser.newPage({ viewport });
      await signInAsDemoClient(page, base);
      const id = await campaignId(page, DEMO_SENDS_CAMPAIGN);
      await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${id}`);
      await page.getByTestId('status-sent').waitFor();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/${label}-status.png`, fullPage: true });
      await page.goto(gateway);
      await page.screenshot({ path: `${out}/${label}-sms-gateway.png`, fullPage: label === 'desktop' });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
