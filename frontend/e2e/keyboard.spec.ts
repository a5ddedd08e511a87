import { expect, test, type Locator, type Page } from '@playwright/test';
import { CAMPAIGN_USER, createCampaign, uniqueName } from './campaigns-helpers';
import { DEMO_CLIENT, signInThroughForm } from './helpers';
import { createEmptyList } from './sms-list-screens-helpers';
import { listRow } from './sms-lists-helpers';

// Keyboard only: dialogs take focus, keep Tab inside, close on Escape or Cancel and give focus back to the
// control that opened them; every row action of the campaign and list tables is reached by Tab and shows
// a visible focus indicator.

/** What the focused element is: its accessible label or text, whether it is in a dialog, its focus ring. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { label: '', inDialog: false, ring: false };
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
    return {
      label: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '',
      inDialog: el.closest('[role="dialog"]') !== null,
      ring,
    };
  });
}

/** Presses Tab (from wherever focus is) until the element labelled `label` has focus. */
async function tabTo(page: Page, label: string, max = 250): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).label === label) return;
  }
  throw new Error(`Tab never reached "${label}"`);
}

/** Opens a dialog with Enter on the focused control; checks focus is inside it and Tab keeps it there. */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDialog, `Tab ${i + 1} left the dialog`).toBe(true);
  }
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).inDialog, `Shift+Tab ${i + 1} left the dialog`).toBe(true);
  }
}

/** After the dialog closes, focus is back on the opener. */
async function expectFocusReturned(page: Page, dialog: Locator, opener: string): Promise<void> {
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await focused(page)).label).toBe(opener);
}

/** Every link and button of a table row is reached by Tab from `start`, each with a focus ring. */
async function expectRowActionsReachable(page: Page, start: Locator, row: Locator): Promise<void> {
  const expected = await row
    .locator('a[aria-label], button[aria-label]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  expect(expected.length).toBeGreaterThan(1);
  await start.focus();
  const seen = new Set<string>();
  for (let i = 0; i < 300 && seen.size < expected.length; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (expected.includes(now.label)) {
      expect(now.ring, `no visible focus indicator on "${now.label}"`).toBe(true);
      seen.add(now.label);
    }
  }
  expect([...seen].sort()).toEqual([...expected].sort());
}

test('campaigns: archive confirmation, rename form dialog, sales data wizard; every row action by Tab', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughForm(page, CAMPAIGN_USER);
  const name = uniqueName('E2E Keyboard');
  const id = await createCampaign(page, name, { newCategoryName: uniqueName('E2E Keyboard Category') });

  // The campaign table: search for the campaign, then reach its row actions by Tab.
  await page.goto('/smsmarketing/smscampaigns');
  await page.getByLabel('Search by name').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  // Tab starts from the search field above the table (the navigation before it has been passed).
  const search = page.getByLabel('Search by name');
  await expectRowActionsReachable(page, search, row);

  // Archive: a confirmation dialog; Escape closes it and focus is back on the row's Archive button.
  await search.focus();
  await tabTo(page, `Archive ${name}`);
  const archive = page.getByRole('dialog', { name: 'Archive campaign' });
  await expectFocusTrapped(page, archive);
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, archive, `Archive ${name}`);

  // A form dialog: Change name in the editor; Escape closes it.
  await page.goto(`/smsmarketing/sms-campaigns/${id}`);
  await expect(page.getByRole('button', { name: 'Change name' })).toBeVisible({ timeout: 30_000 });
  await page.locator('body').focus();
  await tabTo(page, 'Change name');
  const rename = page.getByRole('dialog', { name: 'Change name' });
  await expectFocusTrapped(page, rename);
  await page.keyboard.press('Escape');
  await expectFocusReturned(page, rename, 'Change name');

  // A wizard: Upload Sales Data on the status page; Cancel (by keyboard) closes it.
  await page.goto(`/smsmarketing/smscampaigns/status?smscampaignid=${id}`);
  await expect(page.getByRole('button', { name: 'Upload Sales Data' })).toBeVisible({ timeout: 30_000 });
  await page.locator('body').focus();
  await tabTo(page, 'Upload Sales Data');
  const wizard = page.getByRole('dialog', { name: 'Upload Sales Data' });
  await expectFocusTrapped(page, wizard);
  await tabTo(page, 'Cancel', 20);
  expect((await focused(page)).inDialog).toBe(true);
  await page.keyboard.press('Enter');
  await expectFocusReturned(page, wizard, 'Upload Sales Data');
});

test('lists: every row action by Tab; the delete confirmation traps focus and Cancel returns it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInThroughForm(page, DEMO_CLIENT);
  const name = `E2E Keyboard ${Date.now()}`;
  await createEmptyList(page, name);
  const row = await listRow(page, name);
  await expect(row).toHaveCount(1);
  const search = page.getByLabel('Search by name');
  await expectRowActionsReachable(page, search, row);

  await search.focus();
  await tabTo(page, `Delete ${name}`);
  const dialog = page.getByRole('dialog', { name: 'Delete list' });
  await expectFocusTrapped(page, dialog);
  await tabTo(page, 'Cancel', 20);
  await page.keyboard.press('Enter');
  await expectFocusReturned(page, dialog, `Delete ${name}`);
  await expect(row).toHaveCount(1);
});
