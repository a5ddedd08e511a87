import type { ApiKeyPrincipal } from '../api-keys/api-keys.service';
import { badRequest } from '../platform/http/errors';
import { header, type RouteEvent } from '../platform/http/route-context';
import { fieldErrorsOf } from '../platform/http/validate.middleware';
import { tenantScopeFor } from '../platform/tenancy';
import type { SendCaller, SendOrder } from './send.service';
import { idempotencyKeySchema, type SendRequest } from './sending.schemas';

/** The Idempotency-Key header, else the reference parameter. */
function idempotencyKey(event: RouteEvent, reference: string | undefined): string | undefined {
  const fromHeader = header(event, 'idempotency-key');
  if (fromHeader === undefined) return reference;
  const result = idempotencyKeySchema.safeParse(fromHeader);
  if (!result.success)
    throw badRequest('Some of the information sent is not valid.', fieldErrorsOf('query', result.error));
  return result.data;
}

/** A partner's send (the GET's query or the POST's body, validated once the key was accepted). */
export function sendOrderOf(event: RouteEvent, request: SendRequest): SendOrder {
  return {
    to: request.to,
    idempotencyKey: idempotencyKey(event, request.reference),
    ...(request.fields ? { fields: request.fields } : {}),
  };
}

/** The caller of a partner's send: the key's account. */
export function sendCallerOf(partner: ApiKeyPrincipal): SendCaller {
  return {
    scope: tenantScopeFor(partner.accountId),
    source: 'Api',
    apiKeyId: partner.keyId,
    country: partner.country,
  };
}
