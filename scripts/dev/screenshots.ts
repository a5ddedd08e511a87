// Takes screenshots of pages of the running stack with Debian's Chromium, to look at what we built.
// Usage: tsx scripts/dev/screenshots.ts [baseUrl] — files go to .local/screenshots/.
import { mkdirSync } from 'node:fs';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots';
mkdirSync(out, { recursive: true });

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/sign-in`);
    await page.getByText(/^Version /).waitFor();
    await page.screenshot({ path: `${out}/${label}-sign-in.png`, fullPage: true });
    await page.getByLabel('Email address').fill('alice@acme.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.getByText('The email address or password is incorrect.').waitFor();
    await page.screenshot({ path: `${out}/${label}-sign-in-error.png`, fullPage: true });
    await page.goto(`${base}/no/such/page`);
    await page.getByText("This page isn't available. Sorry about that.").waitFor();
    await page.screenshot({ path: `${out}/${label}-not-found.png`, fullPage: true });
    await signInAsDemoClient(page, base, label === 'desktop' ? 'admin@platform.test' : 'alice@acme.test');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${label}-home.png`, fullPage: true });
    await page.goto(`${base}/smsmarketing/sms-lists`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${label}-area.png`, fullPage: true });
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
