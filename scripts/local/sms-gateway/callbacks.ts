// A partner's web-service callback receiver, for demos and tests: campaigns' callback URLs can point at
// http://127.0.0.1:$SMS_GATEWAY_PORT/__emulator/callbacks/<bin>. Each bin records the requests it got
// (raw headers and body, newest first, the last 200) and answers as told: 200 by default, `?status=NNN`
// in the URL always, or a behaviour set through the control call (fail the next N, be slow, redirect).
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CallbackBehaviour {
  /** The status of a normal answer. */
  status: number;
  /** The next N calls answer `failWith`. */
  failCount: number;
  failWith: number;
  /** Every answer waits this long (a time-out test sets more than the product's time-out). */
  delayMs: number;
  /** Answer 302 to this location (the product must not follow it). */
  redirectTo: string | null;
}

export interface ReceivedCallback {
  at: string;
  method: string;
  path: string;
  /** The request's headers as received (names as sent), in order. */
  headers: [string, string][];
  body: string;
  answeredWith: number;
}

const DEFAULT_BEHAVIOUR: CallbackBehaviour = {
  status: 200,
  failCount: 0,
  failWith: 500,
  delayMs: 0,
  redirectTo: null,
};
const KEEP = 200;
const MAX_BINS = 200;
const MAX_BODY = 1024 * 1024;

interface Bin {
  behaviour: CallbackBehaviour;
  requests: ReceivedCallback[];
}

const validStatus = (v: unknown) => Number.isInteger(v) && (v as number) >= 100 && (v as number) <= 599;

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export class CallbackReceiver {
  private readonly bins = new Map<string, Bin>();

  private bin(name: string): Bin {
    let bin = this.bins.get(name);
    if (!bin) {
      if (this.bins.size >= MAX_BINS) this.bins.delete(this.bins.keys().next().value!);
      bin = { behaviour: { ...DEFAULT_BEHAVIOUR }, requests: [] };
      this.bins.set(name, bin);
    }
    return bin;
  }

  clear(): void {
    this.bins.clear();
  }

  /** Handles /__emulator/callbacks/<bin> and /__emulator/callback-bins/<bin>; false for other paths. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const receive = /^\/__emulator\/callbacks\/([\w.-]{1,100})\/?$/.exec(url.pathname);
    const control = /^\/__emulator\/callback-bins\/([\w.-]{1,100})\/?$/.exec(url.pathname);
    if (receive) await this.receive(req, res, url, this.bin(receive[1]!));
    else if (control) await this.control(req, res, control[1]!);
    else return false;
    return true;
  }

  private async receive(req: IncomingMessage, res: ServerResponse, url: URL, bin: Bin): Promise<void> {
    const body = await readBody(req);
    const b = bin.behaviour;
    const forced = Number(url.searchParams.get('status'));
    let status = validStatus(forced) ? forced : b.status;
    if (!validStatus(forced) && b.failCount > 0) {
      b.failCount -= 1;
      status = b.failWith;
    }
    if (!validStatus(forced) && b.redirectTo) status = 302;
    const headers: [string, string][] = [];
    for (let i = 0; i < req.rawHeaders.length; i += 2)
      headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
    bin.requests.unshift({
      at: new Date().toISOString(),
      method: req.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      headers,
      body,
      answeredWith: status,
    });
    bin.requests.length = Math.min(bin.requests.length, KEEP);
    if (b.delayMs > 0) await new Promise((r) => setTimeout(r, b.delayMs));
    if (res.destroyed) return;
    if (status === 302 && b.redirectTo)
      return send(res, 302, { redirect: b.redirectTo }, { Location: b.redirectTo });
    send(
      res,
      status,
      status < 300 ? { received: true } : { error: `Answered ${status} by the emulator's receiver` },
    );
  }

  private async control(req: IncomingMessage, res: ServerResponse, name: string): Promise<void> {
    const method = req.method ?? 'GET';
    if (method === 'GET') {
      const bin = this.bins.get(name) ?? { behaviour: DEFAULT_BEHAVIOUR, requests: [] };
      return send(res, 200, bin);
    }
    if (method === 'DELETE') {
      this.bins.delete(name);
      return send(res, 200, { ok: true });
    }
    if (method !== 'POST') return send(res, 405, { message: 'Use GET, POST or DELETE' });
    let patch: Record<string, unknown>;
    try {
      patch = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    } catch {
      return send(res, 400, { message: 'Expected a JSON object' });
    }
    const next = { ...this.bin(name).behaviour };
    for (const [key, value] of Object.entries(patch)) {
      if (key === 'status' || key === 'failWith') {
        if (!validStatus(value)) return send(res, 400, { message: `${key} must be an HTTP status` });
        next[key] = value as number;
      } else if (key === 'failCount' || key === 'delayMs') {
        if (!Number.isInteger(value) || (value as number) < 0)
          return send(res, 400, { message: `${key} must be a whole number, 0 or more` });
        next[key] = value as number;
      } else if (key === 'redirectTo') {
        if (value !== null && typeof value !== 'string')
          return send(res, 400, { message: 'redirectTo is a URL or null' });
        next.redirectTo = value as string | null;
      } else {
        return send(res, 400, {
          message: `Unknown behaviour "${key}"; known: ${Object.keys(DEFAULT_BEHAVIOUR).join(', ')}`,
        });
      }
    }
    this.bin(name).behaviour = next;
    return send(res, 200, next);
  }
}
