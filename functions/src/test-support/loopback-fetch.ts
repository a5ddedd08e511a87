// fetch for URLs on *.localhost (each account's landing pages origin, {label}.pages.localhost): browsers resolve
// every *.localhost name to this machine (RFC 6761), Node's resolver does not, so this fetch connects such names to
// 127.0.0.1 itself. Any other URL is fetched as usual.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, fetch as undiciFetch } from 'undici';

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function lookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
    if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
    else callback(null, '127.0.0.1', 4);
    return;
  }
  dnsLookup(hostname, options as never, callback as never);
}

const agent = new Agent({ connect: { lookup: lookup as never } });

export const loopbackFetch = ((url: string | URL, init: RequestInit = {}) =>
  undiciFetch(url, { ...(init as object), dispatcher: agent } as never)) as unknown as typeof fetch;
