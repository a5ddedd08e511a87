import { expect, test, type Page } from '@playwright/test';
import { CAMPAIGN_USER, uniqueName } from './campaigns-helpers';
import { signIn } from './helpers';
import { axeViolations } from './axe';

const step = (page: Page, title: 'Provider' | 'Messages' | 'Replies') =>
  page.locator(`section[data-step="${title}"]`);

test('create a transactional campaign with a new category, fill its steps, activate it and see its API URL', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, CAMPAIGN_USER);
  await page.goto('/smsmarketing/smscampaigns');
  await page.getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/new$/);
  await expect(page).toHaveTitle(/^New SMS Campaign \| .+/);
  for (const tab of ['Simple', 'Long Running', 'Transactional'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Transactional' })).toHaveAttribute('aria-selected', 'true');

  // The shared schema's messages, before anything is sent.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Campaign name is required.')).toBeVisible();
  await expect(page.getByText('Campaign category is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const name = uniqueName('E2E OTP');
  const category = uniqueName('E2E Category');
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'New category' }).check();
  await page.getByLabel('New category name').fill(category);
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/\d+$/);
  const campaignId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page).toHaveTitle(/^Edit SMS Campaign \| .+/);
  await expect(page.getByTestId('campaign-name')).toHaveText(name);
  await expect(page.getByTestId('campaign-category')).toHaveText(`Ungrouped / ${category}`);
  await expect(page.getByTestId('campaign-type')).toHaveText('Transactional');
  await expect(page.getByTestId('api-send-url')).toHaveText(
    new RegExp(`^https?://.+/campaigns/sms/${campaignId}/sms/send\\?apikey=\\{apikey\\}&to=\\{to\\}$`),
  );
  for (const title of ['Provider', 'Messages', 'Replies'] as const)
    await expect(step(page, title)).toHaveAttribute('data-status', 'Untouched');

  // Activation needs an active message.
  await page.getByRole('switch', { name: 'Active' }).click();
  await expect(
    page.getByText('You must have at least one active message to activate the campaign.'),
  ).toBeVisible();
  await expect(page.getByText('Dormant', { exact: true })).toBeVisible();

  // Provider: saving untouched fails with the spec's message; Cancel restores; then a valid save.
  const provider = step(page, 'Provider');
  await provider.getByRole('button', { name: 'Add provider' }).click();
  await expect(step(page, 'Messages').getByRole('button', { name: 'Add messages' })).toBeDisabled();
  await expect(step(page, 'Replies').getByRole('button', { name: 'Add replies' })).toBeDisabled();
  await provider.getByRole('button', { name: 'Save' }).click();
  await expect(provider.getByText('Please select a provider option')).toBeVisible();
  await expect(provider).toHaveAttribute('data-status', 'Invalid');
  await provider.getByRole('button', { name: 'Cancel' }).click();
  await expect(provider).toHaveAttribute('data-status', 'Untouched');
  await expect(step(page, 'Messages').getByRole('button', { name: 'Add messages' })).toBeEnabled();
  await provider.getByRole('button', { name: 'Add provider' }).click();
  await provider.getByRole('radio', { name: /Spread Equally \(Standard\)/ }).check();
  await provider.getByRole('button', { name: 'Save' }).click();
  await expect(provider).toHaveAttribute('data-status', 'Valid');
  await expect(provider).toContainText('Spread Equally');

  // Messages: an empty message and a bad click URL fail; the counter follows the text.
  const messages = step(page, 'Messages');
  await messages.getByRole('button', { name: 'Add messages' }).click();
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages.getByText('Please enter a message')).toBeVisible();
  await expect(messages).toHaveAttribute('data-status', 'Invalid');
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('Your one-time PIN is 4821.');
  await expect(messages.getByText('Please enter a message')).toBeHidden();
  await expect(messages.getByTestId('sms-counter').first()).toHaveText(/134 characters left·1 SMS/);
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('a'.repeat(307));
  await expect(messages.getByTestId('sms-counter').first()).toHaveText(/152 characters left·3 SMS/);
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('Your one-time PIN is 4821. Details: ');
  await messages.getByRole('button', { name: 'Insert click-tracking link' }).first().click();
  await expect(messages.getByRole('textbox', { name: 'Message 1' })).toHaveValue(
    'Your one-time PIN is 4821. Details: #CLICKURL#',
  );
  await messages.getByLabel('Click URL (optional)').fill('not a url');
  await messages.getByRole('button', { name: 'Add message' }).click();
  await messages.getByRole('textbox', { name: 'Message 2' }).fill('Spare text for later');
  await messages.getByRole('switch', { name: 'Message 2 active' }).click();
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages.getByText('Click URL must be a valid URL.')).toBeVisible();
  await messages.getByLabel('Click URL (optional)').fill('www.example.com/pin');
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages).toHaveAttribute('data-status', 'Valid');
  await expect(messages).toContainText('Your one-time PIN is 4821. Details: #CLICKURL#');
  await expect(messages).toContainText('Spare text for later');
  await expect(messages).toContainText('www.example.com/pin');

  // Replies: Static needs a keyword.
  const replies = step(page, 'Replies');
  await replies.getByRole('button', { name: 'Add replies' }).click();
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies.getByText('Please select a reply type')).toBeVisible();
  await replies.getByRole('combobox', { name: 'Reply type' }).click();
  await page.getByRole('option', { name: 'Static keyword' }).click();
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies.getByText('Please enter a keyword')).toBeVisible();
  await replies.getByLabel('Keyword').fill('PIN');
  await replies.getByRole('button', { name: 'Save' }).click();
  await expect(replies).toHaveAttribute('data-status', 'Valid');
  await expect(replies).toContainText('keyword PIN');

  // Activate: confirmation, then saved at once.
  await page.getByRole('switch', { name: 'Active' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate campaign' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(page.getByText('Sends messages')).toBeVisible();

  // Everything was saved: a reload shows the same campaign.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Active' })).toBeChecked();
  for (const title of ['Provider', 'Messages', 'Replies'] as const)
    await expect(step(page, title)).toHaveAttribute('data-status', 'Valid');
  await expect(step(page, 'Messages')).toContainText('Spare text for later');
  await expect(page.getByTestId('api-send-url')).toContainText(`/campaigns/sms/${campaignId}/sms/send`);
  expect(await axeViolations(page)).toEqual([]);
});

test('rename a campaign, change its category, and cancel an edit back to the saved model', async ({
  page,
}) => {
  await signIn(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Rename');
  await page.goto('/smsmarketing/sms-campaigns/new');
  await page.getByLabel('Campaign name').fill(name);
  await page.getByRole('radio', { name: 'New category' }).check();
  await page.getByLabel('New category name').fill(uniqueName('E2E First'));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/sms-campaigns\/\d+$/);

  await page.getByRole('button', { name: 'Change name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Change name' });
  await nameDialog.getByLabel('Campaign name').fill('   ');
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog.getByText('Campaign name is required.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await nameDialog.getByLabel('Campaign name').fill(`${name} renamed`);
  await nameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(nameDialog).toBeHidden();
  await expect(page.getByTestId('campaign-name')).toHaveText(`${name} renamed`);

  const second = uniqueName('E2E Second');
  await page.getByRole('button', { name: 'Change category' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Change category' });
  await categoryDialog.getByRole('radio', { name: 'New category' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await categoryDialog.getByLabel('New category name').fill(second);
  await categoryDialog.getByRole('button', { name: 'Save' }).click();
  await expect(categoryDialog).toBeHidden();
  await expect(page.getByTestId('campaign-category')).toHaveText(`Ungrouped / ${second}`);

  // Cancel restores the saved messages.
  const messages = step(page, 'Messages');
  await messages.getByRole('button', { name: 'Add messages' }).click();
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('Saved text');
  await messages.getByRole('button', { name: 'Save' }).click();
  await expect(messages).toHaveAttribute('data-status', 'Valid');
  await messages.getByRole('button', { name: 'Edit' }).click();
  await messages.getByRole('textbox', { name: 'Message 1' }).fill('Unsaved text');
  await messages.getByRole('button', { name: 'Cancel' }).click();
  await expect(messages).toContainText('Saved text');
  await messages.getByRole('button', { name: 'Edit' }).click();
  await expect(messages.getByRole('textbox', { name: 'Message 1' })).toHaveValue('Saved text');
  await messages.getByRole('button', { name: 'Cancel' }).click();

  await page.reload();
  await expect(page.getByTestId('campaign-name')).toHaveText(`${name} renamed`);
  await expect(page.getByTestId('campaign-category')).toHaveText(`Ungrouped / ${second}`);
});
