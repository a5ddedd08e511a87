// The SSRF guard for callback URLs, at save time and before every attempt: the URL's host is resolved and
// every address it resolves to must be public (or inside WEBHOOK_ALLOWED_CIDRS); the attempt then connects
// to the checked address.
import { config } from '../platform/config';
import { HostRefusedError, resolveAllowedAddress } from '../platform/net/address-guard';
import { CALLBACK_URL_TEXTS, callbackUrlProblem } from './webhooks.schemas';

export class CallbackUrlRefusedError extends Error {
  constructor(
    message: string,
    /** 'not-public' will not change by retrying; 'not-found' (DNS) may. */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** Checks a callback URL and answers the address to connect to; throws CallbackUrlRefusedError. */
export async function resolveCallbackUrl(
  value: string,
  allowedCidrs: readonly string[] = config.webhookAllowedCidrs,
): Promise<string> {
  const problem = callbackUrlProblem(value);
  if (problem) throw new CallbackUrlRefusedError(problem, true);
  const host = new URL(value).hostname;
  try {
    return await resolveAllowedAddress(host, allowedCidrs);
  } catch (error) {
    if (!(error instanceof HostRefusedError)) throw error;
    if (error.reason === 'not-found')
      throw new CallbackUrlRefusedError(CALLBACK_URL_TEXTS.notFound(host.replace(/^\[(.*)\]$/, '$1')), false);
    throw new CallbackUrlRefusedError(CALLBACK_URL_TEXTS.notPublic, true);
  }
}
