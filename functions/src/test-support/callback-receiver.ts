// A partner's endpoint for callback tests: an HTTP server on 127.0.0.1 (allowed by the test stage's
// WEBHOOK_ALLOWED_CIDRS) that records each request exactly as received and answers as the test says.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  target: string;
  /** Raw header pairs, names as sent, in order. */
  headers: [string, string][];
  body: string;
  /** The request as text: request line, headers, blank line, body. */
  raw: string;
}

export type Answer = (request: ReceivedRequest, res: ServerResponse) => void;

export interface CallbackReceiver {
  url: (path?: string) => string;
  received: ReceivedRequest[];
  /** How the next requests are answered (the last one given repeats). */
  answers: Answer[];
  close: () => Promise<void>;
}

export const answerWith =
  (status: number, body = '', headers: Record<string, string> = {}): Answer =>
  (_request, res) =>
    res.writeHead(status, headers).end(body);

/** Never answers (a time-out). */
export const hang: Answer = () => undefined;

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

/** Starts a receiver; answers 200 unless told otherwise. */
export async function startCallbackReceiver(answers: Answer[] = []): Promise<CallbackReceiver> {
  const received: ReceivedRequest[] = [];
  const receiver = { received, answers } as CallbackReceiver;
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const headers: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        headers.push([req.rawHeaders[i]!, req.rawHeaders[i + 1]!]);
      const lines = [
        `${req.method} ${req.url} HTTP/${req.httpVersion}`,
        ...headers.map(([n, v]) => `${n}: ${v}`),
      ];
      const request = {
        method: req.method!,
        target: req.url!,
        headers,
        body,
        raw: `${lines.join('\r\n')}\r\n\r\n${body}`,
      };
      received.push(request);
      const answer =
        receiver.answers.length > 1
          ? receiver.answers.shift()!
          : (receiver.answers[0] ?? answerWith(200, 'ok'));
      answer(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  receiver.url = (path = '/hooks/sms') => `http://127.0.0.1:${port}${path}`;
  receiver.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** A header's value (names compared without case). */
export const headerOf = (request: ReceivedRequest, name: string): string | undefined =>
  request.headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1];
