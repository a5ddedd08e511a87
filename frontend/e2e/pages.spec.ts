import { BlobReader, Uint8ArrayWriter, ZipWriter, configure } from '@zip.js/zip.js';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_CLIENT, signIn } from './helpers';

// The Pages list and Edit Page (spec 3 §2.3, §2.4, §2.6): create (the ID suggested from the name), form
// settings with their validation, delete refused while another page redirects to the page, clone, archive,
// unarchive, delete, and Import Page with a zip; axe on both screens.

configure({ useWebWorkers: false });

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function expectAccessible(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** New Page from the list; answers the key (suggested from the name). */
async function createFromList(page: Page, name: string): Promise<string> {
  await page.goto('/pages');
  await page.getByRole('button', { name: 'Create Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Page' });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Page name is required')).toBeVisible();
  await expect(dialog.getByText('Page title is required')).toBeVisible();
  await dialog.getByTestId('page-name').fill(name);
  const key = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await expect(dialog.getByTestId('page-key')).toHaveValue(key);
  await dialog.getByTestId('page-title').fill(`${name} title`);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/pages/${key}/edit$`));
  await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
  return key;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Pages' }).locator('tbody tr').filter({ hasText: name });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search by name or key' }).fill(text);
}

test('pages: create, form settings, delete blocked while redirected to, clone, archive, unarchive, delete', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_CLIENT);
  const t = tag();

  // The list, and the target page created through New Page.
  await page.goto('/pages');
  await expect(page.getByRole('heading', { name: 'Pages', exact: true })).toBeVisible();
  await expect(page.getByTestId('page-count')).toHaveText(/^Number of pages: \d+$/);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  await expectAccessible(page);
  const thanks = `Thanks ${t}`;
  const thanksKey = await createFromList(page, thanks);
  await expect(page.getByTestId('no-content')).toHaveText('No content yet');
  await expect(page.getByRole('link', { name: 'Add Content' })).toHaveAttribute(
    'href',
    `/pages/${thanksKey}/content`,
  );
  await expect(page.getByTestId('page-id')).toHaveValue(thanksKey);
  await expect(page.getByText('A unique ID of the page used to reference it in the API.')).toBeVisible();
  await expectAccessible(page);

  // Name: display, edit, cancel, save.
  await page.getByRole('button', { name: 'Change name' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Page name is required')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('page-name-text')).toHaveText(thanks);

  // The sign-up page: its form shows the thank-you page (Form Settings, with the spec's texts first).
  const signup = `Signup ${t}`;
  await createFromList(page, signup);
  await page.getByRole('button', { name: 'Configure Form' }).click();
  await page.getByRole('radio', { name: 'Redirect to a URL' }).check();
  await page.getByRole('radio', { name: 'Post the lead to a URL' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Redirect URL is required')).toBeVisible();
  await expect(page.getByText('URL is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select Request Method')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Show another page' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please choose a page')).toBeVisible();
  await page.getByRole('combobox', { name: 'Page', exact: true }).click();
  await page.getByRole('option', { name: `${thanks} (${thanksKey})` }).click();
  await page.getByRole('textbox', { name: 'URL', exact: true }).fill('https://partner.example.com/leads');
  await page.getByRole('combobox', { name: 'Request Method' }).click();
  await page.getByRole('option', { name: 'POST' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please select Content Type')).toBeVisible();
  await page.getByRole('combobox', { name: 'Content Type' }).click();
  await page.getByRole('option', { name: 'JSON' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('form-settings-summary')).toContainText(`show the page ${thanks}`);
  await page.reload();
  await expect(page.getByTestId('form-settings-summary')).toContainText(
    'POST the lead to https://partner.example.com/leads',
  );

  // Delete is refused while the sign-up page redirects to the thank-you page.
  await page.getByRole('link', { name: 'Back to List' }).click();
  await expect(page).toHaveURL(/\/pages$/);
  await search(page, t);
  await expect(rowOf(page, thanks)).toHaveCount(1);
  await rowOf(page, thanks)
    .getByRole('button', { name: `Delete ${thanks}` })
    .click();
  const del = page.getByRole('dialog', { name: 'Delete Page' });
  await expect(del.getByTestId('delete-blocked')).toContainText(signup);
  await expect(del.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expectAccessible(page);
  await del.getByRole('button', { name: 'Cancel' }).click();

  // Clone: '-copy' defaults; the list refreshes.
  await rowOf(page, thanks)
    .getByRole('button', { name: `Clone ${thanks}` })
    .click();
  const clone = page.getByRole('dialog', { name: 'Clone Page' });
  await expect(clone.getByTestId('page-name')).toHaveValue(`${thanks}-copy`);
  await expect(clone.getByTestId('page-key')).toHaveValue(`${thanksKey}-copy`);
  await clone.getByTestId('page-key').fill(thanksKey);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(clone.getByText('Error while creating the page. Try using different key.')).toBeVisible();
  await clone.getByTestId('page-key').fill(`${thanksKey}-copy`);
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(clone).toBeHidden();
  const copy = `${thanks}-copy`;
  await expect(rowOf(page, copy)).toHaveCount(1);

  // Archive, then find it under Show Archived and unarchive it.
  await rowOf(page, copy)
    .getByRole('button', { name: `Archive ${copy}` })
    .click();
  const archive = page.getByRole('dialog', { name: 'Archive Page' });
  await expect(archive).toContainText('You are about to archive this Page. Are you sure?');
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(rowOf(page, copy)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Archived' }).click();
  await page.getByRole('option', { name: 'Show Archived' }).click();
  await expect(rowOf(page, copy)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  await rowOf(page, copy)
    .getByRole('button', { name: `Unarchive ${copy}` })
    .click();
  const unarchive = page.getByRole('dialog', { name: 'Unarchive Page' });
  await expect(unarchive).toContainText('You are about to unarchive this Page. Are you sure?');
  await unarchive.getByRole('button', { name: 'Unarchive' }).click();
  await expect(page.getByRole('table', { name: 'Pages' })).toContainText(
    "There are no pages, why don't you create one?",
  );
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await search(page, t);

  // The copy redirects to nothing: it can be deleted.
  await rowOf(page, copy)
    .getByRole('button', { name: `Delete ${copy}` })
    .click();
  await page.getByRole('dialog', { name: 'Delete Page' }).getByRole('button', { name: 'Delete' }).click();
  await expect(rowOf(page, copy)).toHaveCount(0);
  await expect(rowOf(page, thanks)).toHaveCount(1);
});

test('pages: Import Page with a zip shows the thumbnails', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_CLIENT);
  await createFromList(page, `Imported ${tag()}`);
  const writer = new ZipWriter(new Uint8ArrayWriter());
  await writer.add(
    'site/index.html',
    new BlobReader(
      new Blob([
        '<html><head><link rel="stylesheet" href="css/site.css"></head><body><h1>Hello import</h1></body></html>',
      ]),
    ),
  );
  await writer.add('site/css/site.css', new BlobReader(new Blob(['h1{color:#c00}'])));
  const zip = Buffer.from(await writer.close());

  await page.getByRole('button', { name: 'Import Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Page' });
  await expect(dialog).toContainText(
    'Drop all you website files as is or as a ZIP archive below. This will overwrite any existing content of this page.',
  );
  await expectAccessible(page);
  await dialog
    .getByTestId('import-input')
    .setInputFiles({ name: 'site.zip', mimeType: 'application/zip', buffer: zip });
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('thumbnail-desktop')).toBeVisible();
  await expect(page.getByTestId('thumbnail-mobile')).toBeVisible();
  await expect(page.getByTestId('thumbnail-desktop')).toHaveAttribute('sandbox', '');
  await expect(page.getByRole('link', { name: 'Edit Content' })).toBeVisible();
  await expectAccessible(page);
});
