import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { z } from 'zod';
import { createLogger, errorFields, type Logger } from '../log';
import { loadSecrets } from '../secrets/secrets';

/**
 * An SQS worker: each record is parsed against the queue's message schema and processed on its own;
 * failed records are reported back (ReportBatchItemFailures) so SQS retries only those, and after the
 * queue's maxReceiveCount moves them to its dead-letter queue.
 */
export function defineWorker<S extends z.ZodType>(
  name: string,
  schema: S,
  processMessage: (message: z.infer<S>, context: { log: Logger; record: SQSRecord }) => Promise<void>,
) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    // Deployed stages: the function's secrets, once per container (a failure fails the batch, retried by SQS).
    await loadSecrets();
    const results = await Promise.allSettled(
      event.Records.map(async (record) => {
        const log = createLogger({ worker: name, messageId: record.messageId });
        const parsed = schema.safeParse(safeJson(record.body));
        if (!parsed.success) {
          // A malformed message will never succeed: log it and let it go rather than retry it forever.
          log.error('discarding malformed message', { issues: parsed.error.issues.length });
          return;
        }
        try {
          await processMessage(parsed.data, { log, record });
        } catch (error) {
          log.error('message failed', errorFields(error));
          throw error;
        }
      }),
    );
    return {
      batchItemFailures: results.flatMap((r, i) =>
        r.status === 'rejected' ? [{ itemIdentifier: event.Records[i]!.messageId }] : [],
      ),
    };
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
