// Screenshots of an SMS list's stats, edit and contacts pages on the running stack, for a person to look at.
// Creates a DMA-exclusion list from a CSV with a few bad and repeated rows, then captures the pages at
// 1366 px (and the stats page at 390 px), plus the limited-downloads and not-found states.
// Usage: tsx scripts/dev/screenshots-list-screens.ts [baseUrl] — files go to .local/screenshots/list-screens/.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/list-screens';
mkdirSync(out, { recursive: true });

function csv(): string {
  const first = [
    'Thandi',
    'Sipho',
    'Lerato',
    'Johan',
    'Anele',
    'Pieter',
    'Naledi',
    'Kagiso',
    'Zanele',
    'Ruan',
  ];
  const last = ['Nkosi', 'Dlamini', 'Mokoena', 'van Wyk', 'Botha', 'Naidoo', 'Khumalo', 'Pillay'];
  const rows = ['First Name,Last Name,Cellphone,Email'];
  const base = 821000000 + Math.floor(Math.random() * 8_000_000);
  for (let i = 0; i < 57; i += 1) {
    const f = first[i % first.length]!;
    const l = last[i % last.length]!;
    rows.push(
      `${f},${l},0${base + i * 7},${f.toLowerCase()}.${l.toLowerCase().replace(' ', '')}${i}@example.com`,
    );
  }
  rows.push(
    'Bad,Number,12345,bad@example.com',
    'No,Number,,none@example.com',
    `Again,Twice,0${base},again@example.com`,
  );
  const dir = mkdtempSync(join(tmpdir(), 'list-screens-'));
  const path = join(dir, 'spring-sale-buyers.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

/** Through the wizard: a DMA-exclusion list from the CSV; answers the stats page URL once Completed. */
async function createList(page: Page, name: string): Promise<string> {
  await page.goto(`${base}/smsmarketing/sms-lists/new`);
  await page.getByLabel(/List name/).fill(name);
  await page
    .getByLabel('Description')
    .fill('Customers who bought during the 2026 spring sale, from the till system.');
  await page.getByLabel('This is a DMA exclusion list').click();
  await page.getByRole('button', { name: 'Yes, tick it' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('file-input').setInputFiles(csv());
  await page.getByTestId('uploaded-file').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/new\/queued$/);
  await page.goto(`${base}/smsmarketing/sms-lists`);
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('link', { name: `Stats of ${name}` }).click();
  await page.waitForURL(/status\?smsListId=\d+$/);
  await page
    .getByRole('table', { name: 'Import history' })
    .getByText('Completed')
    .waitFor({ timeout: 60_000 });
  return page.url();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(page, base, 'alice@acme.test');
  const stats = await createList(page, `Spring sale buyers ${Date.now() % 10000}`);
  await shot(page, 'stats');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'stats-mobile');
  await page.setViewportSize({ width: 1366, height: 850 });

  await page.goto(stats.replace('/status?smsListId=', '/Edit?smslistid='));
  await page.getByRole('textbox', { name: 'List name' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await shot(page, 'edit-invalid');

  await page.goto(stats.replace('/status?smsListId=', '/Contacts?smslistid='));
  await page.getByRole('table', { name: 'Contacts' }).getByRole('row').nth(5).waitFor();
  await shot(page, 'contacts');
  await page.getByLabel('Search by number or name').fill('thandi');
  await page.getByText(/Showing 1–\d of \d/).waitFor();
  await shot(page, 'contacts-search');
  await page.getByLabel('Search by number or name').fill('nobody');
  await page.getByText('No contacts match').waitFor();
  await shot(page, 'contacts-no-match');

  await page.goto(`${base}/smsmarketing/sms-lists/status?smsListId=999999`);
  await page.getByRole('heading', { name: 'List not found' }).waitFor();
  await shot(page, 'not-found');

  const limited = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(limited, base, 'carol@globex.test');
  await limited.goto(`${base}/smsmarketing/sms-lists/new`);
  await limited.getByLabel(/List name/).fill('Globex VIPs');
  await limited.getByRole('button', { name: 'Next' }).click();
  await limited.getByRole('button', { name: 'Create an empty list' }).click();
  await limited.waitForURL(/\/smsmarketing\/sms-lists$/);
  await limited.getByLabel('Search by name').fill('Globex VIPs');
  await limited.getByRole('link', { name: 'Stats of Globex VIPs' }).first().click();
  await limited.waitForURL(/status\?smsListId=\d+$/);
  await shot(limited, 'stats-limited-empty');
  await limited.goto(limited.url().replace('/status?smsListId=', '/Contacts?smslistid='));
  await limited.getByRole('heading', { name: 'Contacts are not available' }).waitFor();
  await shot(limited, 'contacts-limited');

  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
