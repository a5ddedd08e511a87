import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(
    page.getByRole('heading', { name: "This page isn't available. Sorry about that." }),
  ).toBeVisible();
  await expect(
    page.getByText('The link you followed may be broken, or the page may have been removed.'),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Page Not Found \| .+/);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});
