// Shared by the dev scripts that look at the running product in Chromium: starts Debian's chromium the
// same way everywhere and signs in as a demo user.
import { chromium, type Browser, type Page } from '@playwright/test';

/** Quiet flags: no sandbox (root in a container), no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's chromium (playwright's own browsers cannot be downloaded here). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The demo users (scripts/db/demo-data.ts), all with the demo password. */
export const DEMO_USERS = {
  alice: 'alice@acme.test',
  admin: 'admin@platform.test',
  carol: 'carol@globex.test',
} as const;

export async function signInAsDemoClient(page: Page, base: string, email = 'alice@acme.test'): Promise<void> {
  await page.goto(`${base}/sign-in`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-2026!');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(`${base}/`);
}
