import { expect, test } from '@playwright/test';
import {
  CAMPAIGN_USER,
  categoryIdOf,
  createCampaign,
  listedNames,
  rowOf,
  uniqueName,
} from './campaigns-helpers';
import { signIn } from './helpers';
import { axeViolations } from './axe';

const COPY_TEXT = 'You are about to make a copy of this campaign. Are you sure?';
const ARCHIVE_TEXT =
  'You are about to archive this Sms Campaign. Archiving a campaign will automatically disable the campaign. Are you sure?';
const UNARCHIVE_TEXT = 'You are about to unarchive this Sms Campaign. Are you sure?';

test('filter by category (carried in the URL), search by name, sort and page', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  const prefix = uniqueName('E2E List');
  const category = uniqueName('E2E List Category');
  const names = Array.from({ length: 12 }, (_v, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`);
  const firstId = await createCampaign(page, names[0]!, { newCategoryName: category });
  const categoryId = await categoryIdOf(page, firstId);
  for (const name of names.slice(1)) await createCampaign(page, name, { categoryId });
  await createCampaign(page, `${prefix} elsewhere`, { newCategoryName: uniqueName('E2E Other Category') });

  await page.goto('/smsmarketing/smscampaigns');
  await expect(page).toHaveTitle(/^SMS Campaigns \| .+/);
  const count = page.getByTestId('campaign-count');
  await expect(count).toHaveText(/^Number of campaigns: \d+$/);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();

  // Category: the URL carries it; page 1 of 2, sorted by name ascending.
  await page.getByRole('combobox', { name: 'Category' }).click();
  await expect(page.getByRole('option', { name: 'All Categories' })).toBeVisible();
  await page.getByRole('option', { name: category, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/smscampaigns\\?categoryId=${categoryId}$`));
  await expect(count).toHaveText('Number of campaigns: 12');
  await expect(listedNames(page)).toHaveText(names.slice(0, 10));
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Page 2, then a sort goes back to page 1.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(listedNames(page)).toHaveText(names.slice(10));
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Name', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(listedNames(page)).toHaveText([...names].reverse().slice(0, 10));
  await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Id', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Id', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(listedNames(page)).toHaveText(names.slice(0, 10));
  await page.getByRole('button', { name: 'Created', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Created', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(listedNames(page)).toHaveCount(10);

  // Name search within the category; only the category is in the URL.
  await page.getByLabel('Search by name').fill(`${prefix} 1`);
  await expect(count).toHaveText('Number of campaigns: 3');
  await expect(listedNames(page)).toHaveCount(3);
  await expect(page).toHaveURL(new RegExp(`\\?categoryId=${categoryId}$`));

  // A categoryId in the URL preselects the category.
  await page.goto(`/smsmarketing/smscampaigns?categoryId=${categoryId}`);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(category);
  await expect(count).toHaveText('Number of campaigns: 12');

  // Clear filters, then a search across categories.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/smscampaigns$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('All Categories');
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await page.getByLabel('Search by name').fill(`  ${prefix}  `);
  await expect(count).toHaveText('Number of campaigns: 13');
  await page.getByLabel('Search by name').fill(uniqueName('no such campaign'));
  await expect(page.getByText('No sms campaigns to show')).toBeVisible();
  await expect(count).toHaveText('Number of campaigns: 0');
});

test('copy, archive and unarchive with their confirmations; the list reloads after each', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Actions');
  const campaignId = await createCampaign(page, name, {
    newCategoryName: uniqueName('E2E Actions Category'),
  });
  const categoryId = await categoryIdOf(page, campaignId);

  await page.goto(`/smsmarketing/smscampaigns?categoryId=${categoryId}`);
  const count = page.getByTestId('campaign-count');
  await expect(count).toHaveText('Number of campaigns: 1');
  const row = rowOf(page, name);
  await expect(row.getByTestId('campaign-name')).toHaveAttribute(
    'href',
    `/smsmarketing/smscampaigns/status?smscampaignid=${campaignId}`,
  );
  await expect(row.getByRole('link', { name: `Edit settings of ${name}` })).toHaveAttribute(
    'href',
    `/smsmarketing/smscampaigns/edit?smscampaignid=${campaignId}`,
  );
  await expect(row).toContainText('Transactional');
  await expect(row).toContainText('Spread Equally');
  await expect(row).toContainText('Dormant');
  await expect(row.getByRole('button', { name: `Unarchive ${name}`, exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  // Copy.
  await row.getByRole('button', { name: `Copy ${name}`, exact: true }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Copy campaign' });
  await expect(copyDialog).toContainText(COPY_TEXT);
  expect(await axeViolations(page)).toEqual([]);
  await copyDialog.getByRole('button', { name: 'Copy' }).click();
  await expect(copyDialog).toBeHidden();
  await expect(count).toHaveText('Number of campaigns: 2');
  await expect(listedNames(page)).toHaveText([`Copy of ${name}`, name]);

  // Archive: cancel first, then confirm.
  await rowOf(page, name)
    .getByRole('button', { name: `Archive ${name}`, exact: true })
    .click();
  const archiveDialog = page.getByRole('dialog', { name: 'Archive campaign' });
  await expect(archiveDialog).toContainText(ARCHIVE_TEXT);
  expect(await axeViolations(page)).toEqual([]);
  await archiveDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(archiveDialog).toBeHidden();
  await expect(count).toHaveText('Number of campaigns: 2');
  await rowOf(page, name)
    .getByRole('button', { name: `Archive ${name}`, exact: true })
    .click();
  await archiveDialog.getByRole('button', { name: 'Archive' }).click();
  await expect(archiveDialog).toBeHidden();
  await expect(count).toHaveText('Number of campaigns: 1');
  await expect(listedNames(page)).toHaveText([`Copy of ${name}`]);

  // Archived campaigns: only unarchive is offered.
  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Show Archived' }).click();
  await expect(count).toHaveText('Number of campaigns: 1');
  const archived = rowOf(page, name);
  await expect(archived.getByRole('button', { name: `Copy ${name}`, exact: true })).toHaveCount(0);
  await expect(archived.getByRole('button', { name: `Archive ${name}`, exact: true })).toHaveCount(0);
  await archived.getByRole('button', { name: `Unarchive ${name}`, exact: true }).click();
  const unarchiveDialog = page.getByRole('dialog', { name: 'Unarchive campaign' });
  await expect(unarchiveDialog).toContainText(UNARCHIVE_TEXT);
  expect(await axeViolations(page)).toEqual([]);
  await unarchiveDialog.getByRole('button', { name: 'Unarchive' }).click();
  await expect(unarchiveDialog).toBeHidden();
  await expect(page.getByText('No sms campaigns to show')).toBeVisible();
  await expect(count).toHaveText('Number of campaigns: 0');

  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Show Unarchived' }).click();
  await expect(count).toHaveText('Number of campaigns: 2');

  // The edit-settings link reaches the editor.
  await rowOf(page, name)
    .getByRole('link', { name: `Edit settings of ${name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/smsmarketing/sms-campaigns/${campaignId}$`));
  await expect(page.getByTestId('campaign-name')).toHaveText(name);
});

test('the list links: Create Campaign, Segment Build History and the status report', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, CAMPAIGN_USER);
  await page.goto('/smsmarketing/smscampaigns');
  await expect(page.getByRole('link', { name: 'Create Campaign' })).toHaveAttribute(
    'href',
    '/smsmarketing/smscampaigns/create',
  );
  await page.getByRole('link', { name: 'Segment Build History' }).click();
  await expect(page).toHaveURL(/\/segmentbuildhistory$/);
  await expect(page.getByRole('heading', { name: 'Segment Build History', level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/smsmarketing/smscampaigns/status?smscampaignid=1');
  await expect(page).toHaveTitle('SMS Campaign Status');
  expect(await axeViolations(page)).toEqual([]);
  await page.goto('/smsmarketing/smscampaigns/create');
  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/new$/);
});
