import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_PASSWORD, submitSignIn } from './helpers';
import { axeViolations } from './axe';

test('visiting / while signed out goes to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in \| .+/);
  expect(await axeViolations(page)).toEqual([]);
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
  expect(await axeViolations(page)).toEqual([]);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('an empty form shows the schema messages', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a malformed email shows the schema message', async ({ page }) => {
  await page.goto('/sign-in');
  await submitSignIn(page, 'not-an-email', 'whatever');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
});

test('the session and CSRF cookies carry the __Host- prefix, and the SPA still echoes the CSRF token', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await submitSignIn(page, DEMO_ADMIN, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  const cookies = await page.context().cookies();
  const sid = cookies.find((c) => c.name === '__Host-sid');
  expect(sid).toMatchObject({ httpOnly: true, secure: true, path: '/' });
  expect(cookies.find((c) => c.name === '__Host-csrf_token')).toMatchObject({ httpOnly: false, path: '/' });
  expect(cookies.some((c) => c.name === 'sid' || c.name === 'csrf_token')).toBe(false);
  // Signing out is a state-changing call: it only succeeds when the SPA echoes the CSRF token.
  const signOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-out'));
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  expect((await signOut).status()).toBe(204);
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('repeated wrong passwords slow sign-in down and say how long to wait', async ({ page }) => {
  const email = `nobody-${Date.now()}@slowed.test`;
  await page.goto('/sign-in');
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  for (let i = 0; i < 5; i += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in'));
    await submitSignIn(page, email, `wrong-${i}`);
    expect((await answered).status()).toBe(401);
  }
  await submitSignIn(page, email, 'wrong-again');
  await expect(alert).toHaveText('Too many failed sign-in attempts. Try again in 60 seconds.');
});
