import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export const DEMO_ADMIN = 'admin@platform.test';
export const DEMO_CLIENT = 'alice@acme.test';

/** The demo users the tests work as; global-setup.ts signs each in once and keeps its session. */
export const DEMO_USERS = [
  DEMO_ADMIN,
  DEMO_CLIENT,
  'thandi@acme.test',
  'carol@globex.test',
  'dan@globex.test',
] as const;
export type DemoUser = (typeof DEMO_USERS)[number];

/** Where global-setup.ts keeps a demo user's storage state (its session and CSRF cookies). */
export const authStatePath = (email: string): string =>
  fileURLToPath(new URL(`.results/auth/${email}.json`, import.meta.url));

/** Fills and submits the sign-in form (the page must already show it). */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens /sign-in and signs in through the form, ending on the dashboard (tests about signing in). */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

type StorageState = { cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0] };
const states = new Map<string, StorageState>();

/**
 * Starts signed in as a demo user with the session global-setup.ts made (its storage state), ending on the
 * dashboard as a sign-in through the form does.
 */
export async function signIn(page: Page, email: DemoUser): Promise<void> {
  let state = states.get(email);
  if (!state) {
    state = JSON.parse(readFileSync(authStatePath(email), 'utf8')) as StorageState;
    states.set(email, state);
  }
  await page.context().addCookies(state.cookies);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
}

/** The main navigation menu (the permanent drawer on desktop). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
