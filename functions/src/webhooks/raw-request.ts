// A callback request as it goes on the wire, and its raw text (request line, headers, blank line, body),
// which is what an attempt records and the Request Details dialog shows.
import { config } from '../platform/config';
import { signatureHeader, webhookIdOf } from './webhook-signature';

export interface CallbackRequest {
  method: string;
  url: URL;
  /** In the order they are sent; every header is set here (Node adds none of its own). */
  headers: [string, string][];
  body: string;
}

export interface CallbackToSend {
  callId: number;
  callbackUrl: string;
  method: string;
  contentType: string;
  body: string;
}

/** The product, as the User-Agent names it. */
export const userAgent = () => `Pulsar-Messaging-Webhooks/${config.releaseVersion}`;

/** The signed request for one attempt at `timestamp` (seconds). */
export function buildCallbackRequest(
  call: CallbackToSend,
  secrets: readonly string[],
  timestamp: number,
): CallbackRequest {
  const url = new URL(call.callbackUrl);
  const webhookId = webhookIdOf(call.callId);
  // A GET (a page lead's, its parameters in the query) has no body and so no body headers.
  const bodyless = call.method === 'GET' && call.body === '';
  return {
    method: call.method,
    url,
    headers: [
      ['Host', url.host],
      ['User-Agent', userAgent()],
      ...(bodyless
        ? []
        : ([
            ['Content-Type', call.contentType],
            ['Content-Length', String(Buffer.byteLength(call.body))],
          ] as [string, string][])),
      ['webhook-id', webhookId],
      ['webhook-timestamp', String(timestamp)],
      ['webhook-signature', signatureHeader(secrets, webhookId, timestamp, call.body)],
      ['Connection', 'close'],
    ],
    body: call.body,
  };
}

/** The path and query, as the request line carries them. */
export const requestTarget = (url: URL): string => `${url.pathname || '/'}${url.search}`;

/** The request exactly as sent: request line, headers, blank line, body (CRLF line ends, as HTTP/1.1). */
export function renderRawRequest(request: CallbackRequest): string {
  const lines = [
    `${request.method} ${requestTarget(request.url)} HTTP/1.1`,
    ...request.headers.map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${request.body}`;
}
