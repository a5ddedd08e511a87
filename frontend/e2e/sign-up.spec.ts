import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { signInThroughForm } from './helpers';

// Self-service sign-up (spec 3 §2.12) against the test stack: the captcha is the Turnstile stand-in's widget, the
// link comes from the mailbox stand-in, the country from the local CDN (ZA unless a test acts as elsewhere).
const mailbox = `http://127.0.0.1:${process.env.MAILBOX_PORT}`;
const captcha = `http://127.0.0.1:${process.env.CAPTCHA_PORT}`;
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `frontend/e2e/.results/sign-up-${name}.png`, fullPage: true });

async function linkFor(address: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const res = await fetch(`${mailbox}/messages?to=${encodeURIComponent(address)}`);
    const [mail] = (await res.json()) as { text: string }[];
    const link = mail && /https?:\/\/\S+\/sign-up\/complete-profile\?t=[\w-]+/.exec(mail.text)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-up e-mail for ${address}`);
}

// Whole flows with several axe runs: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const passCaptcha = async (page: Page) => {
  await page.getByRole('checkbox', { name: 'Verify you are human' }).click();
  await expect(page.getByText('Success!')).toBeVisible();
};

test('sign up end to end: business email, captcha, mailbox link, profile, signed in', async ({ page }) => {
  const address = `owner-${randomUUID().slice(0, 8)}@acme-e2e.co.za`;
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign up \| .+/);
  await expect(page.getByRole('checkbox', { name: 'Verify you are human' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please show that you are not a robot')).toBeVisible();
  await page.getByLabel('Business email').fill('someone@gmail.com');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(
    page.getByText(
      'Please sign up with your business email address. Personal email addresses are not allowed.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, '1-errors');

  await page.getByLabel('Business email').fill(address);
  await passCaptcha(page);
  await shot(page, '1-start');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/sign-up\/email-sent\?e=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const first = await linkFor(address);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('We have sent you a new link.')).toBeVisible();
  await shot(page, '2-email-sent');
  await expect.poll(() => linkFor(address)).not.toBe(first);
  const link = await linkFor(address);

  // The first link was replaced by the resent one.
  await page.goto(first);
  // Checking (the function's first call may be a cold start on a busy machine), then invalid.
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'The link seems to be invalid or expired. Please go here to issue a new one.',
  );
  await expect(page.getByRole('link', { name: 'go here' })).toHaveAttribute('href', '/sign-up');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, '3-invalid-link');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByText('South Africa')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const bar = page.getByRole('progressbar', { name: 'Password strength' });
  await expect(bar).toHaveAttribute('data-percent', '10');
  await page.getByLabel('Cellphone').fill('+31 6 12345678');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await expect(bar).toHaveAttribute('data-colour', 'red');
  await page.getByLabel('Repeat password').fill('something else');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a cellphone valid in South Africa')).toBeVisible();
  await expect(page.getByText('Please make your password stronger')).toBeVisible();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, '4-profile-errors');

  await page.getByLabel('Cellphone').fill('082 123 4567');
  await page.getByLabel('Password', { exact: true }).fill('Blue-harbour-Kettle-91');
  await expect(bar).toHaveAttribute('data-colour', 'green');
  await page.getByLabel('Repeat password').fill('Blue-harbour-Kettle-91');
  await shot(page, '4-profile');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/sign-up\/complete$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is ready' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${address}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, '5-complete');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();

  // Signed in now: the anonymous-only sign-up screens send the user home.
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/$/);
});

test('a captcha the provider fails is refused, and the widget asks again', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Business email').fill(`owner-${randomUUID().slice(0, 8)}@acme-e2e.co.za`);
  await passCaptcha(page);
  const token = await page.locator('input[name="cf-turnstile-response"]').inputValue();
  await fetch(`${captcha}/tokens/${encodeURIComponent(token)}/reject`, { method: 'POST' });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please show that you are not a robot')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Verify you are human' })).not.toBeChecked();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('a visitor from another country sees the location-restricted screen', async ({
  page,
  context,
  baseURL,
}) => {
  // The local CDN stand-in's way to act as a visitor from elsewhere (CloudFront decides this from the address).
  await context.addCookies([{ name: 'local-viewer-country', value: 'FR', url: baseURL! }]);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/sign-up\/location-restricted$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: "This page isn't available in your region. Sorry about that.",
    }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Creating an account is temporary restricted to South Africa, Netherlands and United Kingdom.',
    ),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, '6-location-restricted');
  await page.getByRole('link', { name: 'Go to homepage' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a signed-in user opening sign-up is sent home', async ({ page }) => {
  await signInThroughForm(page, 'alice@acme.test');
  await page.goto('/sign-up/email-sent?e=x%40acme.test');
  await expect(page).toHaveURL(/\/$/);
});
