// Screenshots of the Pages list, its New Page and Delete Page dialogs, Edit Page (thumbnails of a page with
// content) and its Form Settings in edit mode, on the running stack (run scripts/db/demo-pages.ts first), for a
// person to look at. Usage: tsx scripts/dev/screenshots-pages.ts [baseUrl] — files go to
// .local/screenshots/pages/.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchChromium, SCREENSHOT_VIEWPORTS, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/pages';
mkdirSync(out, { recursive: true });

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/pages`);
    await page.getByTestId('page-count').waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-list`, false);
    await page.getByRole('button', { name: 'Create Page' }).click();
    await page.getByTestId('page-name').fill('Autumn Offer 2026!');
    await shot(page, `${label}-new-page`, false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A page with content: the first row whose edit page shows thumbnails.
    const key = process.env.SCREENSHOT_PAGE_KEY ?? 'acme-spring-sale';
    await page.goto(`${base}/pages/${key}/edit`);
    await page.getByRole('heading', { name: 'Edit Page' }).waitFor();
    await page.waitForLoadState('networkidle');
    await shot(page, `${label}-edit`);
    const configure = page.getByRole('button', { name: /Configure Form|Change Form Settings/ });
    await configure.click();
    await page.getByRole('radio', { name: 'Post the lead to a URL' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await shot(page, `${label}-form-settings-invalid`);
    await page.close();
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
