import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Browser tests of the SPA against a running stack (SPA + API on one origin). Two workers, each running whole
 * files (fullyParallel: false keeps a file's tests in order on one worker): every file works on data of its own
 * (unique names, its own campaigns, lists, replies, API keys, emulator callback bins and mailbox addresses), so
 * no file waits for another; a test about an account-wide setting works in an account of its own
 * (accounts-helpers.ts), so no file has to run alone. global-setup.ts signs each demo user in once; tests start
 * from that session (helpers.ts signIn) unless signing in is what they test (signInThroughForm).
 */

export default defineConfig({
  testDir: here('.'),
  testMatch: '**/*.spec.ts',
  outputDir: here('.results/artifacts'),
  globalSetup: here('global-setup.ts'),
  fullyParallel: false,
  // Two files at a time (docs/operations/testing.md); E2E_WORKERS=1 runs one at a time (a machine busy with
  // other work, where cold starts pass the screens' 10 s).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Each screen's axe check takes a few seconds on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: here('.results/results.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    headless: true,
    viewport: { width: 1280, height: 800 },
    // The browser asks for reduced motion, as many users' systems do (the SPA honours it: app/provider.tsx): no
    // transitions, ripples or spinning frames to paint. That took a subset of files from 131-138 s to 95 s.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, the browser users run. Its headless shell (chromium-headless-shell, Playwright's default
      // for headless runs) took 13% less CPU, but it lands on chrome-error://chromewebdata/ where Chromium follows
      // a form post's 303 to a routed page (landing-page-flow.spec.ts, 2026-11-29), so the tests keep the browser.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
