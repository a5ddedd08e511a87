import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Integration files that must run alone: each drives a stage-wide runner with an injected clock or takes any
// account's due work (the segment drain over every campaign, the e-mail tick, takeDueBuild, the job sweeper's
// leases), or changes a row every account shares (the platform's own sending domain), or measures time-outs
// that another file's load would stretch. Every other file works only in accounts, lists and emulator accounts
// of its own, so those files run side by side on the one test stack.
const serialIntegration = [
  'functions/src/segments/segment-drain.int.test.ts',
  'functions/src/segments/segment-drain-pace.int.test.ts',
  'functions/src/marketing-times/prohibited-times.int.test.ts',
  'functions/src/email-campaigns/email-campaigns.int.test.ts',
  'functions/src/email-sending/email-sending.int.test.ts',
  'functions/src/users/users-admin.int.test.ts',
  'functions/src/jobs/jobs.int.test.ts',
  'functions/src/lists/import-crash.int.test.ts',
  'functions/src/lists/mysql-stalls.int.test.ts',
  'functions/src/auth/sign-in-throttle.int.test.ts',
];
// The integration files that take longest (a fresh-clone run, 2026-11-29: 85, 67, 53, 48, 32, 29, 23, 22 and 21 s),
// started first: by file size (vitest's order without a cache, as in CI) ab-tests.int.test.ts started after 214 s
// and the parallel group's last 48 s waited on it alone.
const longestFirst = [
  'infra/serverless/deployed-start.int.test.ts',
  'functions/src/sending/send-pipeline.int.test.ts',
  'functions/src/providers/health/provider-routing.int.test.ts',
  'functions/src/ab-tests/ab-tests.int.test.ts',
  'functions/src/webhooks/webhooks.int.test.ts',
  'functions/src/email-lists/import-volume.int.test.ts',
  'functions/src/sending/send-endpoint.int.test.ts',
  'functions/src/email-lists/email-lists.int.test.ts',
  'functions/src/pages/pages.int.test.ts',
];

/** vitest's order (groups, projects, then cached durations or file sizes), with the files above first in their project. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    const rank = (spec: TestSpecification) => {
      const found = longestFirst.findIndex((file) => spec.moduleId.endsWith(file));
      return found < 0 ? longestFirst.length : found;
    };
    // A total order: project (in vitest's order), then the list's rank, then vitest's order.
    const key = (spec: TestSpecification, index: number) => [
      projects.indexOf(spec.project.name),
      rank(spec),
      index,
    ];
    return sorted
      .map((spec, index) => ({ spec, key: key(spec, index) }))
      .sort((a, b) => a.key[0]! - b.key[0]! || a.key[1]! - b.key[1]! || a.key[2]! - b.key[2]!)
      .map(({ spec }) => spec);
  }
}

const integration = {
  environment: 'node' as const,
  globalSetup: ['functions/src/test-support/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// unit: no database, no network. integration: against the running test stack (scripts/test.sh starts it): first
// the files that may share the stack (INTEGRATION_WORKERS at a time), then the serial ones, one at a time.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
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
          ...integration,
          name: 'integration',
          include: ['functions/**/*.int.test.ts', 'infra/**/*.int.test.ts'],
          exclude: [...serialIntegration, '**/node_modules/**'],
          // Three files at a time on the one stack (docs/operations/testing.md); INTEGRATION_WORKERS=1 runs them
          // one at a time (a machine busy with other work: the shared stack then answers late).
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...integration,
          name: 'integration-serial',
          include: serialIntegration,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
