import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

test('the legal pages open for anyone, switch tabs, state the terms’ facts and are axe-clean', async ({
  page,
}) => {
  await page.goto('/legal');
  await expect(page).toHaveURL(/\/legal\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page).toHaveTitle(/^Terms of Use \| .+/);
  await expect(page.getByText(/must be remedied within 7 days of that notice/)).toBeVisible();
  await expect(page.getByText(/08h00 to 16h30, Monday to Friday/)).toBeVisible();
  await expect(page.getByText(/development version/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/legal-terms.png', fullPage: true });

  await page.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(/This policy is effective 1 June 2019/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/legal-privacy.png', fullPage: true });

  // The footer of every auth and legal screen links both documents.
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Terms of Use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
});
