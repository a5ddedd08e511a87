// Screenshots of SMS History on the running stack, for a person to look at: History by Cellphone for a
// number with history (the first paged page and the second), an invalid number, Cellphones by ID Number,
// and, as the demo administrator, the global view with its Account column.
// Usage: tsx scripts/dev/screenshots-sms-history.ts [baseUrl] [cellphone] [idNumber]
// (defaults: the demo's +27825551001 from scripts/db/demo-sends.ts) — files go to .local/screenshots/sms-history/.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const number = process.argv[3] ?? '+27825551001';
const idNumber = process.argv[4] ?? '8001015009087';
const out = '.local/screenshots/sms-history';
mkdirSync(out, { recursive: true });

const PANELS = [
  'Marketing Lists',
  'Messages Sent',
  'Delivery Reports',
  'Replies Received',
  'Web-service Callbacks',
  'Unique Clicks',
];

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function openHistory(page: Page, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  for (const title of PANELS) await page.getByRole('region', { name: title }).getByRole('table').waitFor();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 850 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/smsmarketing/sms-history`);
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await shot(page, `${label}-search`);
    await openHistory(page, `/smsmarketing/sms-history/${encodeURIComponent(number)}`);
    await shot(page, `${label}-cellphone`);
    const next = page.getByRole('region', { name: 'Messages Sent' }).getByRole('button', { name: 'Page 2' });
    if (await next.count()) {
      await next.click();
      await page.waitForTimeout(600);
      await shot(page, `${label}-cellphone-messages-page-2`);
    }
    await page.goto(`${base}/smsmarketing/sms-history/hello`);
    await page.getByTestId('history-invalid-cellphone').waitFor();
    await shot(page, `${label}-invalid`);
    await page.goto(`${base}/smsmarketing/sms-history/id?idnumber=${idNumber}`);
    await page.getByRole('table', { name: 'Cellphones' }).waitFor();
    await shot(page, `${label}-id-number`);
    await page.close();
  }
  const admin = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(admin, base, 'admin@platform.test');
  await openHistory(admin, `/smsmarketing/global-sms-history/${encodeURIComponent(number)}`);
  await shot(admin, 'desktop-global-cellphone');
  await admin.goto(`${base}/smsmarketing/global-sms-history/id?idnumber=${idNumber}`);
  await admin.getByRole('table', { name: 'Cellphones' }).waitFor();
  await shot(admin, 'desktop-global-id-number');
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
