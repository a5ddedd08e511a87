import type { SQSEvent } from 'aws-lambda';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { defineWorker } from './sqs-worker';

const record = (messageId: string, body: string) => ({
  messageId,
  body,
  attributes: { ApproximateReceiveCount: '1' },
});

describe('defineWorker', () => {
  it('reports only the records that failed, drops malformed ones, and processes the rest', async () => {
    const seen: number[] = [];
    const worker = defineWorker('test', z.object({ n: z.number() }), async ({ n }) => {
      if (n === 2) throw new Error('boom');
      seen.push(n);
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const result = await worker({
      Records: [
        record('a', '{"n":1}'),
        record('b', '{"n":2}'),
        record('c', 'not json'),
        record('d', '{"n":"x"}'),
        record('e', '{"n":3}'),
      ],
    } as unknown as SQSEvent);
    stderr.mockRestore();
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'b' }]);
    expect(seen.sort()).toEqual([1, 3]);
  });
});
