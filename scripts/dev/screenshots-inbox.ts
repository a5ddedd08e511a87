// Screenshots of the SMS Inbox and its dialogs on the running stack, for a person to look at, on a desktop
// and a phone. Gives alice's account (Acme Retail) a few dozen everyday replies first when it has fewer
// than 10 (stored as the inbound path stores them). The stage's env must be loaded (DATABASE_URL).
// Usage: tsx scripts/dev/screenshots-inbox.ts [baseUrl] — files go to .local/screenshots/inbox/.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { createDatabase } from '../../functions/src/platform/db/database';
import { seedReplies, type ReplySpec } from '../../functions/src/test-support/reply-fixtures';
import { SCREENSHOT_VIEWPORTS, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/inbox';
mkdirSync(out, { recursive: true });
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
];

const TEXTS: [string, ReplySpec['type'], string | null][] = [
  ['YES please', 'Lead', 'YES'],
  ['STOP', 'Optout', 'STOP'],
  ['How much is the 2-for-1 special?', 'Unallocated', null],
  ['Who is this?', 'Unallocated', null],
  ['yes, call me after 5 🙏', 'Lead', 'YES'],
  ['Please stop sending me smses. I never signed up!!', 'Optout', 'STOP'],
  ['Do you deliver to Soweto', 'Unallocated', null],
  ['ok thanks', 'Unallocated', null],
  ['Hi, my order INV004211 never arrived.\nCan someone phone me back?', 'Unallocated', null],
  ['Dankie', 'Unallocated', null],
  ['wrong number', 'Unallocated', null],
  ['Is the offer still valid???', 'Unallocated', null],
];

/** Everyday replies for alice's account, once. */
async function seedDemoReplies(): Promise<void> {
  const db = createDatabase(process.env.DATABASE_URL!, 1);
  try {
    const user = await db
      .selectFrom('users')
      .select('account_id')
      .where('email', '=', 'alice@acme.test')
      .executeTakeFirstOrThrow();
    const have = await db
      .selectFrom('sms_replies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', user.account_id)
      .executeTakeFirstOrThrow();
    if (Number(have.n) >= 10) return;
    const campaigns = await db
      .selectFrom('sms_campaigns')
      .select('id')
      .where('account_id', '=', user.account_id)
      .orderBy('id')
      .limit(3)
      .execute();
    const specs: ReplySpec[] = Array.from({ length: 36 }, (_, i) => {
      const [message, type, keyword] = TEXTS[i % TEXTS.length]!;
      return {
        from: `+2782${String(5550100 + i * 37).padStart(7, '0')}`,
        message,
        type,
        keyword,
        ignored: i === 10,
        campaignId: i % 5 === 4 ? null : (campaigns[i % campaigns.length]?.id ?? null),
        receivedAt: new Date(Date.now() - (36 - i) * 47 * 60_000),
      };
    });
    await seedReplies(user.account_id, specs, db);
  } finally {
    await db.destroy();
  }
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function main(): Promise<void> {
  await seedDemoReplies();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/smsmarketing/sms-inbox`);
    await page.getByTestId('reply-count').filter({ hasText: /\d/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-inbox`);
    if (label === 'desktop') {
      const unallocated = page.getByRole('row').filter({ hasText: 'Unallocated' });
      await unallocated.nth(0).getByRole('checkbox').check();
      await unallocated.nth(1).getByRole('checkbox').check();
      await shot(page, `${label}-inbox-selection`);
      await page.getByRole('button', { name: 'Clear selection' }).click();
    }
    const respond = page.getByRole('button', { name: 'Respond' }).and(page.locator(':enabled')).first();
    await respond.click();
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Hi! The special runs until Friday. Reply YES and we will call you.');
    await shot(page, `${label}-respond-dialog`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Download' }).click();
    await shot(page, `${label}-download-dialog`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Lead Keywords' }).click();
    await page.getByTestId('reserved-keywords').waitFor();
    await page.getByRole('button', { name: 'Add keyword' }).click();
    await page
      .getByRole('textbox', { name: /^Keyword \d+$/ })
      .last()
      .fill('stop');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Keyword must be unique among custom and reserved keywords.').waitFor();
    await shot(page, `${label}-lead-keywords-dialog`);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByPlaceholder('Search by cellphone or message').fill('nothing matches this');
    await page.getByText('No SMS replies to show').waitFor();
    await shot(page, `${label}-inbox-empty-search`);
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
