import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { mainNav, signIn } from './helpers';

/** Globex Foods' first user: sending domains are per account, apart from Acme's demo acme.test. */
const DOMAINS_USER = 'carol@globex.test';

const card = (page: Page) => page.getByRole('region', { name: 'Sending domains' });

test('Sending domains on Settings: a bad domain is refused, a good one is added, Pending until its DKIM records are published, verified through SES, then removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const domain = `mail-${Date.now().toString(36)}.globex.test`;
  await signIn(page, DOMAINS_USER);
  await mainNav(page).getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Sending domains', level: 2 })).toBeVisible();

  await card(page).getByRole('textbox', { name: 'Domain' }).fill('https://globex.test/');
  await card(page).getByRole('button', { name: 'Add domain' }).click();
  await expect(card(page).getByText(/Type a domain name such as example.com/)).toBeVisible();

  await card(page).getByRole('textbox', { name: 'Domain' }).fill(domain.toUpperCase());
  await card(page).getByRole('button', { name: 'Add domain' }).click();
  const row = card(page).getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) });
  // Adding calls SES (CreateEmailIdentity): Pending, with the DKIM records to publish, until SES finds them.
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByText('Pending')).toBeVisible({ timeout: 30_000 });
  await expect(card(page).getByText(`._domainkey.${domain}`).first()).toBeVisible();
  // The domain's owner publishes them at their DNS host (the SES stand-in's DNS model), and the list asks again.
  const published = await fetch(`http://127.0.0.1:${process.env.MAILBOX_PORT}/__dns/${domain}`, {
    method: 'POST',
  });
  expect(published.status).toBe(200);
  await page.reload();
  await expect(row.getByText('Verified')).toBeVisible({ timeout: 30_000 });
  await expect(card(page).getByRole('textbox', { name: 'Domain' })).toHaveValue('');

  // The same domain again is refused with the server's text.
  await card(page).getByRole('textbox', { name: 'Domain' }).fill(domain);
  await card(page).getByRole('button', { name: 'Add domain' }).click();
  await expect(card(page).getByText('This domain is already on your list.')).toBeVisible({ timeout: 30_000 });

  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Remove ${domain}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove sending domain' });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0, { timeout: 30_000 });

  await expect(card(page).getByText(domain)).toHaveCount(0);
});
