import { defineConfig } from 'vitest/config';

// unit: no database, no network. integration: against the running test stack (scripts/test.sh starts it).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['functions/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          env: { LOG_LEVEL: 'warn' },
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/**/*.int.test.ts', 'infra/**/*.int.test.ts'],
          environment: 'node',
          globalSetup: ['functions/src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
