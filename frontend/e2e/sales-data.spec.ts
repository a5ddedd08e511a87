import { expect, test, type Page } from '@playwright/test';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { closeTestDatabase } from './campaign-status-helpers';
import { axeViolations } from './axe';
import { signIn } from './helpers';

// The sales data on the campaign status page: import a file through the 4-step wizard (real upload to
// S3, preview, guessed mappings, import) and clear it, with the spec's texts.

const statusPath = (id: number) => `/smsmarketing/smscampaigns/status?smscampaignid=${id}`;
const SALES_CSV = [
  'Cell,Amount,Date,Invoice',
  '0821110001,"R 1,000.50",2026-10-10,INV1',
  '0821110002,250,2026-10-11,INV2',
  '0821110002,250,2026-10-11,INV2',
  'not a phone,100,2026-10-12,INV3',
].join('\n');

test.afterAll(closeTestDatabase);

/** No serious or critical axe violations on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

test('imports a sales file on the campaign status page and clears it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Sales');
  const id = await createCampaign(page, name, { newCategoryName: uniqueName('E2E Sales Category') });
  await page.goto(statusPath(id));
  const sentence = page.getByTestId('sales-upload-text');
  await expect(sentence).toHaveText('No sale data imported for this campaign.');

  await page.getByRole('button', { name: 'Upload Sales Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Sales Data' });
  expect((await dialog.boundingBox())?.width).toBe(900);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Please upload a file to import the sales data from.')).toBeVisible();

  await dialog.getByTestId('file-input').setInputFiles({
    name: 'e2e-sales.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(SALES_CSV),
  });
  await expect(dialog.getByText('e2e-sales.csv')).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByTestId('step-title')).toHaveText('2. Select First Row');
  await expect(dialog.getByText('e2e-sales.csv: 4 records.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('You must select the first row to import.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Row 1' }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.getByTestId('step-title')).toHaveText('3. Map Columns');
  await expect(dialog.getByRole('combobox', { name: 'Field type of Cell' })).toHaveText('Cellphone');
  await expect(dialog.getByRole('combobox', { name: 'Field type of Amount' })).toHaveText('Amount');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(dialog.getByTestId('step-title')).toHaveText('4. Import Result');
  await expect(dialog.getByTestId('sales-result-imported')).toHaveText('2');
  await expect(dialog.getByTestId('sales-result-matched')).toHaveText('0');
  await expect(dialog.getByTestId('sales-result-duplicate')).toHaveText('1');
  await expect(dialog.getByTestId('sales-result-invalid')).toHaveText('1');
  await page.screenshot({ path: 'frontend/e2e/.results/sales-data-result.png' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sentence).toHaveText(
    /^Last upload performed on \d{4}-\d{2}-\d{2}, file name e2e-sales\.csv, leads matched 0$/,
  );
  await page.screenshot({ path: 'frontend/e2e/.results/sales-data-status.png', fullPage: true });

  await page.getByRole('button', { name: 'Clear Sales Data' }).click();
  const clear = page.getByRole('dialog', { name: 'Clear Sales Data' });
  await clear.getByRole('button', { name: 'Clear Sales Data' }).click();
  await expect(clear.getByText('Sales data has been cleared.')).toBeVisible();
  await expectAccessible(page);
  await clear.getByRole('button', { name: 'Close' }).click();
  await expect(sentence).toHaveText('No sale data imported for this campaign.');
});
