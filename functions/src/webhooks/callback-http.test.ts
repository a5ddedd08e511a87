import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPki, type TestPki } from '../test-support/test-certificates';
import { postCallback } from './callback-http';
import { buildCallbackRequest, renderRawRequest } from './raw-request';

// Attempts against servers on loopback: what goes on the wire, and how each kind of answer is recorded.

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const servers: { close: () => void }[] = [];

async function listen(server: Server | ReturnType<typeof createTcpServer>): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const requestTo = (url: string, body = '{"type":"sms.reply.received"}') =>
  buildCallbackRequest(
    { callId: 9, callbackUrl: url, method: 'POST', contentType: 'application/json', body },
    [SECRET],
    1700000000,
  );

let pki: TestPki;
beforeAll(() => {
  pki = createTestPki();
});
afterAll(() => {
  for (const s of servers) s.close();
  pki.dispose();
});

describe('a callback attempt', () => {
  it('sends exactly the recorded raw request, to the checked address, with the URL host in Host', async () => {
    let received = '';
    const tcp = createTcpServer((socket) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        if (received.includes('\r\n\r\n') && received.endsWith('}')) {
          socket.end('HTTP/1.1 204 No Content\r\nConnection: close\r\n\r\n');
        }
      });
    });
    const port = await listen(tcp);
    // The name does not resolve anywhere: the connection can only have gone to the address given.
    const request = requestTo(`http://partner.invalid:${port}/hooks?a=1`);
    const outcome = await postCallback(request, '127.0.0.1', 3000);
    expect(outcome).toMatchObject({ statusCode: 204, error: null, responseExcerpt: null });
    expect(received).toBe(renderRawRequest(request));
    expect(received).toContain(`Host: partner.invalid:${port}\r\n`);
  });

  it('records a 500 with an excerpt of the answer', async () => {
    const port = await listen(
      createHttpServer((_req, res) =>
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Database down'),
      ),
    );
    const outcome = await postCallback(requestTo(`http://127.0.0.1:${port}/`), '127.0.0.1', 3000);
    expect(outcome).toMatchObject({ statusCode: 500, error: null, responseExcerpt: 'Database down' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps at most 1000 characters of a long answer', async () => {
    const port = await listen(createHttpServer((_req, res) => res.end('x'.repeat(100_000))));
    const outcome = await postCallback(requestTo(`http://127.0.0.1:${port}/`), '127.0.0.1', 3000);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.responseExcerpt).toHaveLength(1000);
  });

  it('never follows a redirect: the 302 is the outcome', async () => {
    let followed = false;
    const target = await listen(createHttpServer((_req, res) => ((followed = true), res.end('ok'))));
    const port = await listen(
      createHttpServer((_req, res) => res.writeHead(302, { Location: `http://127.0.0.1:${target}/` }).end()),
    );
    const outcome = await postCallback(requestTo(`http://127.0.0.1:${port}/`), '127.0.0.1', 3000);
    expect(outcome.statusCode).toBe(302);
    expect(outcome.error).toBe(`Redirect not followed (Location: http://127.0.0.1:${target}/).`);
    expect(followed).toBe(false);
  });

  it('times out a server that does not answer', async () => {
    const port = await listen(createHttpServer(() => undefined));
    const outcome = await postCallback(requestTo(`http://127.0.0.1:${port}/`), '127.0.0.1', 300);
    expect(outcome).toMatchObject({ statusCode: null, error: 'Timed out after 0.3 s.' });
    expect(outcome.durationMs).toBeGreaterThanOrEqual(290);
    expect(outcome.durationMs).toBeLessThan(2000);
  });

  it('says when nothing listens', async () => {
    const probe = createTcpServer();
    const port = await listen(probe);
    probe.close();
    await new Promise((r) => setTimeout(r, 50));
    const outcome = await postCallback(requestTo(`http://127.0.0.1:${port}/`), '127.0.0.1', 3000);
    expect(outcome).toMatchObject({
      statusCode: null,
      error: 'Connection refused: nothing is listening at this address and port.',
    });
  });

  it("checks the TLS certificate against the URL's host name, sent as SNI", async () => {
    let sni: string | undefined;
    const { key, cert } = pki.selfSigned('partner.test');
    const server = createHttpsServer(
      {
        key,
        cert,
        SNICallback: (name, done) => {
          sni = name;
          done(null, null as never);
        },
      },
      (_req, res) => res.end('ok'),
    );
    const port = await listen(server as unknown as Server);
    const outcome = await postCallback(requestTo(`https://partner.test:${port}/`), '127.0.0.1', 3000);
    expect(sni).toBe('partner.test');
    expect(outcome.statusCode).toBeNull();
    expect(outcome.error).toMatch(/^The server's TLS certificate was refused: /);
  });
});
