// Screenshots of Settings (API keys and their dialogs) and of the campaign editor's API alert and Send a
// test dialog on the running stack, for a person to look at. Creates one API key for alice and revokes it.
// Usage: tsx scripts/dev/screenshots-settings.ts [baseUrl] — files go to .local/screenshots/settings/.
import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/settings';
mkdirSync(out, { recursive: true });
/** Waits out MUI's dialog and snackbar transitions, then takes the whole page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

/** The first transactional campaign alice's account has, through the list API. */
async function transactionalCampaignId(page: Page): Promise<number | undefined> {
  return page.evaluate(async () => {
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
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/settings`);
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-settings`);

    await page.getByRole('button', { name: 'Create API key' }).click();
    const create = page.getByRole('dialog', { name: 'Create API key' });
    await create.getByRole('button', { name: 'Create' }).click();
    await shot(page, `${label}-create-dialog-invalid`);
    const name = `Online shop ${label}`;
    await create.getByLabel('Name').fill(name);
    await create.getByRole('button', { name: 'Create' }).click();
    const shown = page.getByRole('dialog', { name: 'API key created' });
    await shown.waitFor();
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await shot(page, `${label}-key-created-dialog`);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    await shot(page, `${label}-settings-with-key`);

    await page.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog', { name: 'Revoke API key' }).waitFor();
    await shot(page, `${label}-revoke-dialog`);
    await page
      .getByRole('dialog', { name: 'Revoke API key' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText(`API key "${name}" revoked.`).waitFor();

    const campaignId = await transactionalCampaignId(page);
    if (campaignId) {
      await page.goto(`${base}/smsmarketing/sms-campaigns/${campaignId}`);
      await page.getByTestId('api-send-url').waitFor();
      await shot(page, `${label}-editor-api-alert`);
      await page.getByRole('button', { name: 'Send a test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send a test' });
      await dialog.getByLabel('Cellphone number').fill('082 555 0101');
      await dialog.getByRole('button', { name: 'Send test' }).click();
      await dialog.getByTestId(/test-send-(result|error)/).waitFor();
      await shot(page, `${label}-send-test-dialog`);
    }
    await context.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
