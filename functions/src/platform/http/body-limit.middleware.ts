import { apiError } from './errors';
import type { RouteEvent, RouteMiddleware, RouteResult } from './route-context';

const KB = 1024;
const MB = 1024 * KB;

/**
 * How large a request body each kind of route takes (docs/partners/README.md, "Body limits"). A route names
 * its own with `maxBodyBytes` in defineRoute / definePublicRoute; these are the defaults and the shared sizes.
 */
export const BODY_LIMITS = {
  /** defineRoute's default: every JSON route of the app that does not name its own. */
  default: 1 * MB,
  /** definePublicRoute's default: links, pixels, unsubscribe posts, page GETs (no or tiny bodies). */
  publicDefault: 64 * KB,
  /** A partner's single send ({to, reference}). */
  partnerSend: 16 * KB,
  /** A partner's batch send (up to 500 recipients). */
  partnerBatch: 256 * KB,
  /** Providers' inbound-message and delivery-report webhooks (BulkSMS posts up to 10 per call). */
  providerWebhook: 128 * KB,
  /** The page and e-mail editors' html (2 MB) and project data (5 MB) in one JSON body, with escaping. */
  editorContent: 8 * MB,
} as const;

/** The size of the body as sent, without decoding it: API Gateway may hand it base64-encoded. */
export function bodyByteLength(event: Pick<RouteEvent, 'body' | 'isBase64Encoded'>): number {
  const body = event.body ?? '';
  return event.isBase64Encoded ? Buffer.byteLength(body, 'base64') : Buffer.byteLength(body, 'utf8');
}

/** "16 KB", "1 MB", "2.0 MB", "900 bytes": a limit in whole units, an actual size with one decimal. */
export function formatBytes(bytes: number, exact = false): string {
  const [value, unit] =
    bytes >= MB ? [bytes / MB, 'MB'] : bytes >= KB ? [bytes / KB, 'KB'] : [bytes, 'bytes'];
  if (unit === 'bytes') return `${bytes} bytes`;
  return `${exact && Number.isInteger(value) ? value : value.toFixed(1)} ${unit}`;
}

/** The 413's text, in the caller's terms. */
export const tooLargeMessage = (size: number, limit: number) =>
  `The request body is ${formatBytes(size)}; this endpoint accepts at most ${formatBytes(limit, true)}.`;

/**
 * Refuses a body larger than the route takes (413 PAYLOAD_TOO_LARGE in the error body shape) before anything
 * parses it. `tooLarge` lets a route that does not answer JSON (a landing page's form) answer its own way.
 */
export function bodyLimit(
  maxBytes: number,
  tooLarge?: (size: number, limit: number) => RouteResult,
): RouteMiddleware {
  return {
    before: (request) => {
      const size = bodyByteLength(request.event);
      if (size <= maxBytes) return;
      if (tooLarge) return tooLarge(size, maxBytes);
      throw apiError(413, 'PAYLOAD_TOO_LARGE', tooLargeMessage(size, maxBytes));
    },
  };
}
