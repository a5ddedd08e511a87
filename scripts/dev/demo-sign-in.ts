// Shared by the dev scripts that look at the running product in Chromium: signs in as a demo client.
import type { Page } from '@playwright/test';

export async function signInAsDemoClient(page: Page, base: string, email = 'alice@acme.test'): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${base}/`);
}
