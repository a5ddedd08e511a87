import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CLIENT, mainNav, signInThroughForm } from './helpers';
import { axeViolations } from './axe';

const AREAS = [
  'SMS Campaigns',
  'SMS Lists',
  'SMS Inbox',
  'SMS History',
  'Email Campaigns',
  'Email Lists',
  'Reports',
  'Pages',
  'Webhooks History',
  'Wrapper Logs',
  'Settings',
];

test('the demo admin signs in, sees the shell and the Users item, and signs out', async ({ page }) => {
  await signInThroughForm(page, DEMO_ADMIN);
  await expect(page).toHaveTitle(/^Dashboard \| .+/);
  expect(await axeViolations(page)).toEqual([]);
  const nav = mainNav(page);
  for (const area of [...AREAS, 'Users'])
    await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page).toHaveTitle(/^Users \| .+/);
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add User' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: /^Account menu/ }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the demo client sees the product areas but no Users item', async ({ page }) => {
  await signInThroughForm(page, DEMO_CLIENT);
  const nav = mainNav(page);
  for (const area of AREAS) await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
});

test('a signed-in user visiting /sign-in is sent to the dashboard', async ({ page }) => {
  await signInThroughForm(page, DEMO_CLIENT);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
});
