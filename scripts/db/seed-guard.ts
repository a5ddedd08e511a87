// The seed writes demo users with a published password (and, with --scale, a million rows): it runs only
// against a developer's own stages, never against a deployed one.

/** Stages the seed may write to: local, test, and a developer's test stage test-<name>. */
export const SEEDABLE_STAGE = /^(local|test|test-[a-z0-9][a-z0-9-]*)$/;

/** Throws, saying why, unless the stage is one the seed may write to. */
export function assertSeedableStage(stage: string | undefined): void {
  if (!stage) {
    throw new Error(
      'The seed needs STAGE: load the stage environment first (infra/env/local.env, infra/env/test.env or your test-* env file).',
    );
  }
  if (!SEEDABLE_STAGE.test(stage)) {
    throw new Error(
      `The seed refuses to run against stage "${stage}": it writes demo users with a published password, so it only runs against local, test or a developer test stage test-*.`,
    );
  }
}
