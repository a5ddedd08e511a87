// Signs each demo user in once, through the sign-in form as a person would, and keeps the browser's storage
// state (the __Host-sid session and __Host-csrf_token cookies) in .results/auth/, so that tests not about
// signing in start signed in (helpers.ts signIn) instead of typing credentials each time. Sessions are not
// rotated and sign-out ends only its own session (docs/decisions/0006-sessions.md), so both workers share
// these sessions safely; tests that sign out sign in through the form themselves (signInThroughForm).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium, type FullConfig } from '@playwright/test';
import { DEMO_USERS, authStatePath, signInThroughForm } from './helpers';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const { baseURL, launchOptions } = config.projects[0]!.use;
  const browser = await chromium.launch(launchOptions);
  try {
    for (const email of DEMO_USERS) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await signInThroughForm(page, email);
      const path = authStatePath(email);
      mkdirSync(dirname(path), { recursive: true });
      await context.storageState({ path });
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
