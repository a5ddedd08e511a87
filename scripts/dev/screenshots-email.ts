// Looks at the e-mail screens (issue 14) on the running demo (scripts/run.sh): the campaign list, a sent
// campaign's status page and send rounds, its editor and body builder, the e-mail lists and the new-list wizard
// with the Engaged Subscribers source, Settings › Sending domains and the local mailbox; with axe-core's
// serious and critical violations for each (exit code 1 when there is any).
//   tsx scripts/dev/screenshots-email.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../frontend/e2e/axe';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = process.argv[3] ?? '.local/screenshots/email';
const mailbox = `http://localhost:${process.env.MAILBOX_PORT ?? 4580}`;
mkdirSync(out, { recursive: true });

let failures = 0;

async function look(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  const violations = await axeViolations(page);
  failures += violations.length;
  console.log(
    `${name}: ${violations.length ? violations.join('; ') : 'no serious or critical axe violation'}`,
  );
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await signInAsDemoClient(page, base);

    await page.goto(`${base}/emailmarketing/emailcampaigns`);
    await page.getByRole('table', { name: 'Email campaigns' }).getByRole('row').nth(1).waitFor();
    await look(page, 'campaign-list');

    await page.getByRole('link', { name: 'Weekly Specials', exact: true }).click();
    await page.getByTestId('email-status-sent').waitFor();
    await look(page, 'campaign-status');
    const id = /emailcampaigns\/(\d+)\//.exec(page.url())![1];

    await page.getByRole('link', { name: 'Send rounds' }).click();
    await page.getByRole('heading', { name: 'Email Segment Build History' }).waitFor();
    await look(page, 'send-rounds');

    await page.goto(`${base}/emailmarketing/emailcampaigns/${id}/edit`);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await look(page, 'campaign-editor');

    await page.goto(`${base}/emailmarketing/emailcampaigns/${id}/content`);
    await page.frameLocator('iframe.gjs-frame').locator('body').waitFor();
    await look(page, 'body-builder');

    await page.goto(`${base}/emailmarketing/email-lists`);
    await page.getByLabel('Search by name').waitFor();
    await look(page, 'email-lists');

    await page.goto(`${base}/emailmarketing/email-lists/new`);
    await page.getByLabel(/List name/).fill('Engaged this quarter');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'Engaged Subscribers' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    const campaigns = page.getByRole('combobox', { name: 'Email campaigns' });
    await campaigns.click();
    await page.getByRole('option', { name: /Weekly Specials/ }).click();
    await page.keyboard.press('Escape');
    await look(page, 'new-list-engaged');

    await page.goto(`${base}/settings`);
    await page.getByRole('heading', { name: 'Sending domains', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Sending domains', level: 2 }).scrollIntoViewIfNeeded();
    await look(page, 'settings-sending-domains');

    await page.goto(`${mailbox}/`);
    await page.screenshot({ path: `${out}/mailbox.png`, fullPage: true });
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
  if (failures) process.exitCode = 1;
}

void main();
