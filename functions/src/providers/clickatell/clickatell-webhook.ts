// Clickatell's calls to the product (status callbacks, replies). Clickatell signs nothing and sends no
// credentials of its own, so the URLs pasted into the integration's settings carry the provider's webhook
// secret (`?secret=`), checked in constant time as BulkSMS's are (../webhook-provider.ts); an unknown provider
// and a wrong secret get the same 403, before the body is read.
import type { Db } from '../../platform/db/database';
import { bodyText, type PublicRequest } from '../../platform/http/public-route';
import type { RouteResult } from '../../platform/http/route-context';
import { WebhookBodyError } from '../gateways';
import { findVerifiedProvider, type WebhookProvider } from '../webhook-provider';

export interface VerifiedClickatellCall {
  provider: WebhookProvider;
  /** The JSON body, or a WebhookBodyError when it is not JSON. */
  body: unknown;
}

/** The provider and the parsed body when the call carries the provider's secret; otherwise null. */
export async function verifyClickatellCall(
  db: Db,
  request: PublicRequest,
): Promise<VerifiedClickatellCall | null> {
  const provider = await findVerifiedProvider(
    db,
    request.event.pathParameters?.providerId ?? '',
    request.event,
  );
  if (!provider) return null;
  let body: unknown;
  try {
    body = JSON.parse(bodyText(request.event)) as unknown;
  } catch {
    body = new WebhookBodyError('The body is not JSON.');
  }
  return { provider, body };
}

/** The answer to a call without the provider's secret: nothing was read or stored. */
export const forbidden = (): RouteResult => ({
  statusCode: 403,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'This webhook needs the secret in the URL it was given.',
});

/** The answer to a body that is not Clickatell's (Clickatell retries any non-2xx; 400 says why). */
export const badBody = (error: WebhookBodyError): RouteResult => ({
  statusCode: 400,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  body: error.message,
});
