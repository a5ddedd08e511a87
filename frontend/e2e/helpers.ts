import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_ADMIN = 'admin@platform.test';
export const DEMO_CLIENT = 'alice@acme.test';

/** Fills and submits the sign-in form (the page must already show it). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /sign-in and signs in, ending on the dashboard. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

/** The main navigation menu (the permanent drawer on desktop). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
