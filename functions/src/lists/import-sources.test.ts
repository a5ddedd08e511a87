import { describe, expect, it } from 'vitest';
import { fileError } from './files/file-errors';
import { failureMessage, SourceError } from './import-sources';
import { HostRefusedError } from './mysql/host-guard';

describe('failureMessage: which failures end an import with the user’s text', () => {
  it('gives the user’s text for their file, their source and a refused host', () => {
    expect(failureMessage(fileError('tooLarge'))).toBe(fileError('tooLarge').message);
    expect(failureMessage(new SourceError('The table t is no longer in the database d.'))).toBe(
      'The table t is no longer in the database d.',
    );
    const refused = new HostRefusedError('That host is not allowed.');
    expect(failureMessage(refused)).toBe(refused.message);
  });

  it('never shows an error of our own database as theirs: it is retried', () => {
    const ours = Object.assign(new Error('Deadlock found when trying to get lock'), {
      code: 'ER_LOCK_DEADLOCK',
      sqlMessage: 'Deadlock found when trying to get lock; try restarting transaction',
    });
    expect(failureMessage(ours)).toBeNull();
    expect(
      failureMessage(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBeNull();
    expect(failureMessage(new Error('S3 is down'))).toBeNull();
  });
});
