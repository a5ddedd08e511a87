import type { z } from 'zod';
import { badRequest } from '../platform/http/errors';
import { header, type RouteEvent } from '../platform/http/route-context';
import { fieldErrorsOf } from '../platform/http/validate.middleware';
import { idempotencyKeySchema, sendBodySchema, sendQuerySchema } from './sending.schemas';
import type { SendOrder } from './send.service';

function parse<S extends z.ZodType>(schema: S, value: unknown, part: 'query' | 'body'): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw badRequest('Some of the information sent is not valid.', fieldErrorsOf(part, result.error));
  }
  return result.data;
}

/** The Idempotency-Key header, else the reference parameter. */
function idempotencyKey(event: RouteEvent, reference: string | undefined): string | undefined {
  const fromHeader = header(event, 'idempotency-key');
  if (fromHeader === undefined) return reference;
  const result = idempotencyKeySchema.safeParse(fromHeader);
  if (!result.success)
    throw badRequest('Some of the information sent is not valid.', fieldErrorsOf('query', result.error));
  return result.data;
}

/** A GET send's order, validated once the partner's key was accepted. */
export function sendOrderFromQuery(event: RouteEvent): SendOrder {
  const query = parse(sendQuerySchema, event.queryStringParameters, 'query');
  return { to: query.to, idempotencyKey: idempotencyKey(event, query.reference) };
}

/** A POST send's order (JSON body), validated once the partner's key was accepted. */
export function sendOrderFromBody(event: RouteEvent, body: unknown): SendOrder {
  const parsed = parse(sendBodySchema, body, 'body');
  return { to: parsed.to, idempotencyKey: idempotencyKey(event, parsed.reference) };
}
