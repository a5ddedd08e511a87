import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Browser tests of the SPA against a running stack (SPA + API on one origin). Two workers, each running whole
 * files (fullyParallel: false keeps a file's tests in order on one worker): every file works on data of its own
 * (unique names, its own campaigns, lists, replies, API keys, emulator callback bins and mailbox addresses), so
 * no file waits for another. global-setup.ts signs each demo user in once; tests start from that session
 * (helpers.ts signIn) unless signing in is what they test (signInThroughForm).
 */
/**
 * Files that change a setting of a seeded account that the other files' screens show, so they run alone, after
 * the others: scheduled-campaigns.spec.ts puts Globex Foods in a country without marketing hours (GB, whose
 * currency every Globex money figure then shows) while it watches a send.
 */
const ALONE = ['**/scheduled-campaigns.spec.ts'];

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
  projects: [
    // 'alone' is side-by-side's teardown: it runs once side-by-side has finished, whatever the outcome (a
    // dependency would skip it after any failure there, and a red run would then hide its tests' results).
    { name: 'side-by-side', testIgnore: ALONE, teardown: 'alone' },
    { name: 'alone', testMatch: ALONE },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/lib/common.sh installs it): the same Blink and V8 as the
      // browser, without the desktop browser's own work, as Playwright runs headless Chromium by default. It
      // took 13% less CPU than /usr/bin/chromium for the same files (docs/operations/testing.md);
      // E2E_CHROMIUM=/usr/bin/chromium runs the full browser.
      executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
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
