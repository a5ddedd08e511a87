import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Download } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { contactsCsv, finishImport, listRow, uploadOnSourceStep } from './sms-lists-helpers';
import { axeViolations } from './axe';

/** The cellphone numbers of a contactsCsv file (third column), as written. */
const numbersOf = (path: string): string[] =>
  readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[2]!);

/** South African 0… numbers in the international form the downloads use (27…). */
const international = (local: string) => `27${local.slice(1)}`;

async function downloadedText(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
}

test('upload a DMA file, see the lists recounted, and download the list export and the DMA file', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO_CLIENT);
  const name = `E2E DMA ${Date.now()}`;
  const contacts = contactsCsv(12);
  const numbers = numbersOf(contacts);

  // A list of 12 contacts.
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadOnSourceStep(page, contacts);
  await finishImport(page, 'Create');
  const row = await listRow(page, name);
  await expect(row.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  await expect(row.getByRole('cell').nth(3)).toHaveText('12');
  await expect(row.getByRole('cell').nth(5)).toHaveText('0');
  expect(await axeViolations(page)).toEqual([]);

  // The DMA returns three of them (one twice) and a line that is no number.
  const dir = mkdtempSync(join(tmpdir(), 'dma-e2e-'));
  const dmaFile = join(dir, `dma-return-${Date.now()}.csv`);
  writeFileSync(
    dmaFile,
    ['Cellphone', numbers[0], numbers[1], numbers[2], numbers[0], '12345', ''].join('\r\n'),
  );

  await page
    .getByRole('navigation', { name: 'DMA processing' })
    .getByRole('link', { name: 'Upload DMA List' })
    .click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/dmaupload$/);
  await expect(page.getByRole('heading', { name: 'Upload DMA List' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('file-input').setInputFiles(dmaFile);
  await expect(page.getByTestId('uploaded-file')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Add to DMA opt-outs' }).click();
  const job = page.getByRole('row').filter({ hasText: dmaFile.split('/').pop()! });
  await expect(job.getByText('Completed')).toBeVisible({ timeout: 60_000 });
  const cells = job.getByRole('cell');
  await expect(cells.nth(2)).toHaveText('5'); // rows
  await expect(cells.nth(3)).toHaveText('3'); // added
  await expect(cells.nth(5)).toHaveText('1'); // duplicates
  await expect(cells.nth(6)).toHaveText('1'); // invalid
  expect(await axeViolations(page)).toEqual([]);

  // The list now counts three DMA opt-outs.
  const recounted = await listRow(page, name);
  await expect(recounted.getByRole('cell').nth(5)).toHaveText('3');
  await expect(recounted.getByText('Pending refresh...')).toHaveCount(0);

  // Export the list: every contact, the three flagged as DMA opt-outs.
  await recounted.getByRole('link', { name: `Export contacts of ${name}` }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-lists\/ExportContacts\?smslistid=\d+$/);
  await expect(page.getByTestId('export-list-name')).toHaveText(name);
  await expect(page.getByTestId('export-contact-count')).toHaveText('12 contacts');
  expect(await axeViolations(page)).toEqual([]);
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/^E2E-DMA-\d+-\d+-contacts\.csv$/);
  const lines = (await downloadedText(exported)).trim().split('\r\n');
  expect(lines[0]).toMatch(
    /^Cellphone,Email,First Name,Last Name,.*,Date Added \(SAST\),Opted Out,DMA Opted Out$/,
  );
  expect(lines).toHaveLength(13);
  expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(numbers.map(international));
  const dmaFlagged = lines.slice(1).filter((line) => line.endsWith(',Yes'));
  expect(dmaFlagged.map((line) => line.split(',')[0])).toEqual(numbers.slice(0, 3).map(international));
  expect(lines[1]).toContain(',Person0,Tester0,');

  // The next file for the DMA leaves out the numbers it has already returned.
  await page.goto('/smsmarketing/smscampaigns/DownloadDMAListForProcessing');
  await expect(
    page.getByRole('heading', { name: 'Download Cellphone Numbers for DMA Processing' }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const [forDma] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(forDma.suggestedFilename()).toMatch(/^dma-cellphone-numbers-\d{4}-\d\d-\d\d\.csv$/);
  const sent = new Set((await downloadedText(forDma)).trim().split('\r\n'));
  expect(sent.has('Cellphone')).toBe(true);
  for (const number of numbers.slice(3)) expect(sent.has(international(number)), number).toBe(true);
  for (const number of numbers.slice(0, 3)) expect(sent.has(international(number)), number).toBe(false);
});
