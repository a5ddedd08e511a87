// Screenshots of the three SMS overviews (monthly with all columns and a Rebuild under way, daily, by
// category with a row expanded, and an exclusion day), on the running stack, for a person to look at.
// Usage: tsx scripts/dev/screenshots-overviews.ts [baseUrl] [email] [YYYY-MM] [YYYY-MM-DD exclusion day]
// (defaults: the local demo's alice@acme.test and this month) — files go to .local/screenshots/overviews/.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const email = process.argv[3] ?? 'alice@acme.test';
const month = process.argv[4] ?? new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 7);
const exclusionDay = process.argv[5];
const out = '.local/screenshots/overviews';
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const [year, mm] = month.split('-') as [string, string];
  for (const [label, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base, email);
    await page.goto(`${base}/smsmarketing/monthly-overview-by-campaign?month=${Number(mm)}&year=${year}`);
    await shot(page, `${label}-monthly`);
    await page.getByRole('button', { name: 'Show all columns' }).click();
    await shot(page, `${label}-monthly-all-columns`);
    await page.getByRole('button', { name: 'Show important columns' }).click();
    await page.goto(`${base}/smsmarketing/daily-overview-by-campaign?date=${month}-14&endDate=${month}-28`);
    await shot(page, `${label}-daily-range`);
    if (exclusionDay) {
      await page.goto(`${base}/smsmarketing/daily-overview-by-campaign?date=${exclusionDay}`);
      await shot(page, `${label}-daily-exclusion-day`);
    }
    await page.goto(`${base}/smsmarketing/overview-by-category?mode=month&month=${Number(mm)}&year=${year}`);
    const expand = page.getByRole('button', { name: /^Show the campaigns of/ }).first();
    if (await expand.count()) await expand.click();
    await shot(page, `${label}-category`);
    if (label === 'desktop') {
      await page.goto(`${base}/smsmarketing/monthly-overview-by-campaign?month=${Number(mm)}&year=${year}`);
      await page.getByRole('button', { name: 'Rebuild' }).click();
      await page.getByRole('status').first().waitFor();
      await shot(page, `${label}-monthly-rebuild`);
    }
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

void main();
