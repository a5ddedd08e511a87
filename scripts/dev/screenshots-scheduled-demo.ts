// Screenshots of the scheduled-campaign demo (scripts/db/demo-scheduled.ts) on the running local stack:
// the status pages of "Daily Deals" (sending) and "Month-end Promotion" (waiting for its window), the
// campaign list and Segment Build History. Usage: tsx scripts/dev/screenshots-scheduled-demo.ts [baseUrl]
import { mkdirSync } from 'node:fs';
import { createDatabase } from '../../functions/src/platform/db/database';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/scheduled-demo';

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/smsmarketing/smscampaigns`);
    await page.getByRole('row', { name: /Daily Deals/ }).waitFor();
    await page.screenshot({ path: `${out}/campaign-list.png`, fullPage: true });
    const db = createDatabase(process.env.DATABASE_URL!, 1);
    const campaigns = await db
      .selectFrom('sms_campaigns')
      .select(['id', 'name'])
      .where('name', 'in', ['Daily Deals', 'Month-end Promotion'])
      .execute();
    await db.destroy();
    for (const c of campaigns) {
      await page.goto(`${base}/smsmarketing/smscampaigns/status?smscampaignid=${c.id}`);
      await page.getByTestId('status-segment').waitFor();
      await page.waitForTimeout(500);
      const file = `${out}/status-${c.name.replace(/\W+/g, '-').toLowerCase()}.png`;
      await page.screenshot({ path: file, fullPage: true });
    }
    await page.goto(`${base}/segmentbuildhistory`);
    await page
      .getByRole('row', { name: /Daily Deals/ })
      .first()
      .waitFor();
    await page.screenshot({ path: `${out}/segment-build-history.png`, fullPage: true });
    console.log(`screenshots in ${out}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
