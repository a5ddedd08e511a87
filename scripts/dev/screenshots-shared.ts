// Looks at the screens built on the shared list panel, campaign forms and import wizard steps
// (frontend/src/components/ui/list-panel, components/campaigns, components/import-wizard) on the running demo
// (scripts/run.sh), with axe-core's serious and critical violations for each (exit code 1 when there is any).
//   tsx scripts/dev/screenshots-shared.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { axeViolations } from '../../frontend/e2e/axe';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = process.argv[3] ?? '.local/screenshots/shared';
mkdirSync(out, { recursive: true });

let failures = 0;

async function look(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const violations = await axeViolations(page); // waits until nothing moves (a dialog fading in)
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  failures += violations.length;
  console.log(
    `${name}: ${violations.length ? violations.join('; ') : 'no serious or critical axe violation'}`,
  );
}

async function visit(page: Page, path: string, name: string, ready: (page: Page) => Promise<unknown>) {
  await page.goto(`${base}${path}`);
  await ready(page);
  await look(page, name);
}

const tableRows = (name: string) => (page: Page) =>
  page.getByRole('table', { name }).getByRole('row').nth(1).waitFor();

/** A campaign's id: its name's link on the list leads to a page whose address carries it. */
async function idOf(page: Page, listPath: string, name: string): Promise<string> {
  await page.goto(`${base}${listPath}`);
  await page.getByRole('link', { name, exact: true }).first().click();
  const path = (url: URL) => url.pathname + url.search;
  await page.waitForURL((url) => /\d/.test(path(url)));
  return /(\d+)/.exec(path(new URL(page.url())))![1]!;
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await signInAsDemoClient(page, base);
    await visit(page, '/smsmarketing/smscampaigns', 'sms-campaigns', tableRows('SMS campaigns'));
    await visit(page, '/emailmarketing/emailcampaigns', 'email-campaigns', tableRows('Email campaigns'));
    await visit(page, '/smsmarketing/sms-lists', 'sms-lists', tableRows('SMS lists'));
    await visit(page, '/emailmarketing/email-lists', 'email-lists', tableRows('Email lists'));
    await visit(page, '/smsmarketing/sms-inbox', 'sms-inbox', tableRows('SMS replies'));
    await visit(page, '/pages', 'pages', tableRows('Pages'));
    await visit(page, '/smsmarketing/sms-campaigns/new', 'sms-new-campaign', (p) =>
      p
        .getByRole('button', { name: /Create/ })
        .first()
        .waitFor(),
    );
    await visit(page, '/emailmarketing/emailcampaigns/new', 'email-new-campaign', (p) =>
      p
        .getByRole('button', { name: /Create/ })
        .first()
        .waitFor(),
    );
    // The shared Active switch and Send test dialog (SMS and e-mail), and the import wizard's first step.
    const smsId = await idOf(page, '/smsmarketing/smscampaigns', 'Order Tracking');
    await visit(page, `/smsmarketing/sms-campaigns/${smsId}`, 'sms-campaign-editor', (p) =>
      p.getByRole('button', { name: 'Send a test' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Send a test' }).click();
    await page.getByRole('dialog', { name: 'Send a test' }).getByLabel('Cellphone number').waitFor();
    await look(page, 'sms-send-test');
    const emailId = await idOf(page, '/emailmarketing/emailcampaigns', 'Weekly Specials');
    await visit(page, `/emailmarketing/emailcampaigns/${emailId}/edit`, 'email-campaign-editor', (p) =>
      p.getByRole('button', { name: 'Send test' }).waitFor(),
    );
    await page.getByRole('button', { name: 'Send test' }).click();
    await page.getByRole('dialog', { name: 'Send test' }).getByLabel('E-mail address').waitFor();
    await look(page, 'email-send-test');
    await context.close();

    const admin = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await signInAsDemoClient(admin, base, 'admin@platform.test');
    await visit(admin, '/admin/users', 'users', tableRows('Users'));
  } finally {
    await browser.close();
  }
  process.exit(failures ? 1 : 0);
}

void main();
