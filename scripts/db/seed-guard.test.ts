import { describe, expect, it } from 'vitest';
import { assertSeedableStage } from './seed-guard';

describe('the seed refuses stages other than local, test and test-*', () => {
  it('runs against local, test and a developer test stage', () => {
    for (const stage of ['local', 'test', 'test-b', 'test-alice-2']) {
      expect(() => assertSeedableStage(stage)).not.toThrow();
    }
  });

  it('refuses a deployed stage, a look-alike and a missing STAGE, saying why', () => {
    for (const stage of ['prod', 'production', 'staging', 'dev', 'testing', 'test-', 'local-prod', 'TEST']) {
      expect(() => assertSeedableStage(stage)).toThrow(`refuses to run against stage "${stage}"`);
    }
    expect(() => assertSeedableStage(undefined)).toThrow(/needs STAGE/);
    expect(() => assertSeedableStage('')).toThrow(/needs STAGE/);
  });
});
