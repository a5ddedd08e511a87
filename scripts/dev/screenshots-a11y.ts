// Looks at the screens the accessibility fixes touched (issue 16): the not-found page, the DMA upload page,
// the dashboard's Admin chip, and the SMS lists table with a row action focused by the keyboard.
//   tsx scripts/dev/screenshots-a11y.ts [baseUrl] [outDir]
import { mkdirSync } from 'node:fs';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? 'http://localhost:8080';
const out = process.argv[3] ?? '.local/screenshots/a11y';
mkdirSync(out, { recursive: true });

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 850 } })).newPage();
    await page.goto(`${base}/this/does/not/exist`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `${out}/not-found.png` });

    await signInAsDemoClient(page, base, 'admin@platform.test');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/dashboard-admin.png` });

    await page.goto(`${base}/smsmarketing/sms-lists/dmaupload`);
    await page.getByRole('heading', { name: 'DMA uploads' }).waitFor();
    await page.screenshot({ path: `${out}/dma-upload.png`, fullPage: true });

    await page.goto(`${base}/smsmarketing/sms-lists`);
    const search = page.getByLabel('Search by name');
    await search.waitFor();
    await page.waitForTimeout(2000);
    await search.focus();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    await page.screenshot({ path: `${out}/sms-lists-focus.png` });
  } finally {
    await browser.close();
  }
  console.log(`screenshots in ${out}`);
}

void main();
