// Screenshots of Webhooks History (with its filter, the Request Details dialog), the Settings webhook
// signing secret and the campaign editor's Replies step with a callback URL, on the running stack (run
// scripts/db/demo-callbacks.ts first, so there are calls), for a person to look at.
// Usage: tsx scripts/dev/screenshots-webhooks.ts [baseUrl] — files go to .local/screenshots/webhooks/.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { SCREENSHOT_VIEWPORTS, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/webhooks';
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/webhook-history`);
    await page.getByText(/^Showing last \d+ calls out of \d+/).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-history`, false);
    await page.getByRole('combobox', { name: 'Show' }).click();
    await page.getByRole('option', { name: 'Errors' }).click();
    await shot(page, `${label}-history-errors`, false);
    await page
      .getByRole('button', { name: /^Details of call/ })
      .first()
      .click();
    await page.getByTestId('raw-request').waitFor();
    await shot(page, `${label}-request-details`, false);
    await page.getByRole('button', { name: 'Close' }).click();
    await page.goto(`${base}/settings#webhook-secret`);
    await page.getByTestId('webhook-verify-sample').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-settings-secret`);
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
