// One HTTP attempt at a callback, made safely: the connection goes to the address the guard checked (a
// custom `lookup`, so the name is not resolved again), TLS still checks the certificate against the URL's
// host name, redirects are never followed, one time-out covers the whole attempt, and only a short
// excerpt of the answer is read.
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { requestTarget, type CallbackRequest } from './raw-request';

/** The most of an answer's body that is read and kept. */
export const RESPONSE_EXCERPT_CHARS = 1000;
const RESPONSE_READ_BYTES = 4096;
const ERROR_MAX = 500;

export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  responseExcerpt: string | null;
  durationMs: number;
}

/** The reason phrase of a status code ('Internal Server Error'). */
export const statusText = (code: number): string => STATUS_CODES[code] ?? 'Unknown Status';

/** Posts the request to `address` (already checked) within `timeoutMs`; never throws. */
export function postCallback(
  request: CallbackRequest,
  address: string,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const started = Date.now();
  const { url } = request;
  const secure = url.protocol === 'https:';
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const family = isIP(address) === 6 ? 6 : 4;
  // Whatever name the socket layer asks for, it gets the checked address (with `all`, as a list).
  const lookup = ((_name: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;

  return new Promise<AttemptOutcome>((resolve) => {
    let status: number | null = null;
    let location: string | undefined;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      const excerpt = chunks.length
        ? Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS)
        : null;
      const redirect =
        status !== null && status >= 300 && status < 400
          ? `Redirect not followed${location ? ` (Location: ${location})` : ''}.`
          : null;
      resolve({
        statusCode: status,
        error: (error ?? redirect)?.slice(0, ERROR_MAX) ?? null,
        responseExcerpt: excerpt,
        durationMs: Date.now() - started,
      });
    };

    const options = {
      method: request.method,
      host,
      port: url.port ? Number(url.port) : secure ? 443 : 80,
      path: requestTarget(url),
      headers: Object.fromEntries(request.headers),
      agent: false as const,
      lookup,
      ...(secure && !isIP(host) ? { servername: host } : {}),
    };
    const req = (secure ? httpsRequest : httpRequest)(options, (res: IncomingMessage) => {
      status = res.statusCode ?? null;
      location = typeof res.headers.location === 'string' ? res.headers.location : undefined;
      res.on('data', (chunk: Buffer) => {
        if (received < RESPONSE_READ_BYTES) chunks.push(chunk.subarray(0, RESPONSE_READ_BYTES - received));
        received += chunk.length;
        if (received >= RESPONSE_READ_BYTES) finish(null);
      });
      res.on('end', () => finish(null));
      // The answer's status is known: a body cut short is no reason to call the attempt failed.
      res.on('error', () => finish(null));
      res.on('aborted', () => finish(null));
    });
    const timer = setTimeout(() => {
      // An answer whose headers came in time counts by its status; otherwise the attempt timed out.
      finish(status === null ? `Timed out after ${formatSeconds(timeoutMs)}.` : null);
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => finish(describeError(error)));
    req.end(request.body);
  });
}

const formatSeconds = (ms: number) => `${Number((ms / 1000).toFixed(1))} s`;

/** A connection failure in the user's terms. */
export function describeError(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'Connection refused: nothing is listening at this address and port.';
    case 'ECONNRESET':
      return 'The connection was closed by the server before it answered.';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'The server could not be reached.';
    case 'ETIMEDOUT':
      return 'Connecting to the server timed out.';
    case 'HPE_INVALID_CONSTANT':
    case 'HPE_INVALID_VERSION':
    case 'HPE_INVALID_STATUS':
      return 'The server did not answer with HTTP.';
    default:
      if (error.code?.startsWith('ERR_TLS') || /certificate|SSL|TLS/i.test(error.message))
        return `The server's TLS certificate was refused: ${error.message}`;
      return `The request failed: ${error.message}${error.code ? ` (${error.code})` : ''}`;
  }
}
