import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, submitSignIn } from './helpers';

test('visiting / while signed out goes to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in \| .+/);
});

test('a protected page sends the visitor back after signing in', async ({ page }) => {
  await page.goto('/smsmarketing/sms-inbox');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsmsmarketing%2Fsms-inbox$/);
  await submitSignIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/smsmarketing\/sms-inbox$/);
  await expect(page.getByRole('heading', { name: 'SMS Inbox', level: 1 })).toBeVisible();
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/sign-in');
  await submitSignIn(page, DEMO_ADMIN, 'not-the-password');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(
    'The email address or password is incorrect.',
  );
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an empty form shows the schema messages', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
});

test('a malformed email shows the schema message', async ({ page }) => {
  await page.goto('/sign-in');
  await submitSignIn(page, 'not-an-email', 'whatever');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
});
