import type { Db } from '../platform/db/database';
import { fieldErrorsOf, INVALID_INPUT } from '../platform/http/validate.middleware';
import type { Logger } from '../platform/log';
import { acceptSendBatch, type BatchOrder, type BatchResult, type SendCaller } from './send.service';
import { batchRecipientSchema, type BatchSendAnswered, type BatchSendRequest } from './sending.schemas';

/**
 * A batch send's body, each entry checked as a single send's body would be: an entry that would have been
 * refused with 400 is refused alone, with the single send's texts, and the others go ahead.
 */
export async function acceptBatchRequest(
  db: Db,
  caller: SendCaller,
  campaignId: number,
  request: BatchSendRequest,
  log: Logger,
): Promise<BatchSendAnswered> {
  const invalid = new Map<number, BatchResult>();
  const orders: { index: number; order: BatchOrder }[] = [];
  request.recipients.forEach((entry, index) => {
    const parsed = batchRecipientSchema.safeParse(entry);
    if (parsed.success) {
      const { to, reference, fields } = parsed.data;
      orders.push({ index, order: { to, idempotencyKey: reference, ...(fields ? { fields } : {}) } });
      return;
    }
    invalid.set(index, {
      index,
      accepted: false,
      httpStatus: 400,
      error: {
        code: 'VALIDATION_FAILED',
        message: INVALID_INPUT,
        fields: fieldErrorsOf('body', parsed.error),
      },
    });
  });
  const answered = orders.length
    ? await acceptSendBatch(
        db,
        caller,
        campaignId,
        orders.map((o) => o.order),
        log,
      )
    : [];
  const results: BatchResult[] = request.recipients.map((_, index) => invalid.get(index)!);
  answered.forEach((result, i) => {
    const index = orders[i]!.index;
    results[index] = { ...result, index };
  });
  const accepted = results.filter((r) => r.accepted).length;
  return { accepted, refused: results.length - accepted, results };
}
