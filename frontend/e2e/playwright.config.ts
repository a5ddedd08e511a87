import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

/** Browser tests of the SPA against a running stack (SPA + API on one origin). */
export default defineConfig({
  testDir: here('.'),
  testMatch: '**/*.spec.ts',
  outputDir: here('.results/artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Each screen's axe check takes a few seconds on a busy machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: here('.results/results.json') }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    headless: true,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
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
