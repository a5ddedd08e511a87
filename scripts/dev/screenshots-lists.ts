// Screenshots of the SMS Lists area of the running stack (after an import), for a person to look at.
// Usage: tsx scripts/dev/screenshots-lists.ts [baseUrl] — files go to .local/screenshots/lists/.
import { mkdirSync } from 'node:fs';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/lists';
mkdirSync(out, { recursive: true });
async function main(): Promise<void> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(page, base);
  for (const [name, path] of [
    ['lists', '/smsmarketing/sms-lists'],
    ['process-queue', '/listprocessqueue'],
    ['new-list', '/smsmarketing/sms-lists/new'],
  ] as const) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
