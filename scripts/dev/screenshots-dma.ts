// Screenshots of the DMA and export pages of the running stack, for a person to look at.
// Usage: tsx scripts/dev/screenshots-dma.ts [baseUrl] [--with-upload] — files go to .local/screenshots/dma/.
// --with-upload first imports a small list and uploads a small DMA file as alice (changing her data).
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const args = process.argv.slice(2);
const base = args.find((a) => !a.startsWith('--')) ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const withUpload = args.includes('--with-upload');
const out = '.local/screenshots/dma';
mkdirSync(out, { recursive: true });
async function shoot(page: Page, name: string, path: string): Promise<void> {
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
}

async function importSampleList(page: Page): Promise<void> {
  const file = `${out}/sample-contacts.csv`;
  const rows = ['First Name,Last Name,Cellphone,Email'];
  const names = ['Thandi', 'Sipho', 'Lerato', 'Johan', 'Aisha', 'Pieter', 'Nomsa', 'Kabelo'];
  names.forEach((n, i) => rows.push(`${n},Sample,08212345${String(60 + i)},${n.toLowerCase()}@example.com`));
  rows.push('Thabo,Sample,0821234567,thabo@example.com', 'Zanele,Sample,0827654321,zanele@example.com');
  writeFileSync(file, rows.join('\n'));
  await page.goto(`${base}/smsmarketing/sms-lists/new`);
  await page.getByLabel(/List name/).fill(`Winter promo ${new Date().toISOString().slice(0, 10)}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('uploaded-file').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/queued$/);
  await page.waitForTimeout(5000);
}

async function uploadDmaFile(page: Page): Promise<void> {
  const file = `${out}/dma-return-sample.csv`;
  writeFileSync(
    file,
    ['Cellphone', '0821234567', '0827654321', '27831112222', '0821234567', 'n/a'].join('\r\n'),
  );
  await page.goto(`${base}/smsmarketing/sms-lists/dmaupload`);
  await page.getByTestId('file-input').setInputFiles(file);
  await page.getByTestId('uploaded-file').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to DMA opt-outs' }).click();
  await page
    .getByRole('row')
    .filter({ hasText: 'dma-return-sample.csv' })
    .getByText('Completed')
    .first()
    .waitFor({
      timeout: 60_000,
    });
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  for (const width of [1366, 390]) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 850 : 844 } });
    const suffix = width > 500 ? '' : '-mobile';
    await signInAsDemoClient(page, base, 'alice@acme.test');
    if (withUpload && width > 500) {
      await importSampleList(page);
      await uploadDmaFile(page);
    }
    await shoot(page, `lists${suffix}`, '/smsmarketing/sms-lists');
    await page
      .getByTestId('list-name')
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    const exportLink = page.getByRole('link', { name: /^Export contacts of / }).first();
    const exportHref = (await exportLink.count()) ? await exportLink.getAttribute('href') : null;
    await shoot(page, `dma-cellphones${suffix}`, '/smsmarketing/smscampaigns/DownloadDMAListForProcessing');
    await shoot(
      page,
      `dma-id-numbers${suffix}`,
      '/smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing',
    );
    await shoot(page, `dma-upload${suffix}`, '/smsmarketing/sms-lists/dmaupload');
    if (exportHref) await shoot(page, `export${suffix}`, exportHref);
    await page.close();
  }
  // An account whose downloads are limited.
  const limited = await browser.newPage({ viewport: { width: 1366, height: 850 } });
  await signInAsDemoClient(limited, base, 'carol@globex.test');
  await shoot(limited, 'dma-cellphones-limited', '/smsmarketing/smscampaigns/DownloadDMAListForProcessing');
  await shoot(limited, 'export-limited', '/smsmarketing/sms-lists/ExportContacts?smslistid=1');
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
