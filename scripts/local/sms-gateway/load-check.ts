// How the emulator holds up under the 10,000-message run: sends N messages through the production BulkSMS
// adapter (C in flight) to a running emulator, with a SENT webhook to a receiver in this process, and
// reports the send rate, the time until every final delivery report arrived, and how long the control
// listing and the page take with that many messages.
//   SMS_GATEWAY_PORT=4700 tsx scripts/local/sms-gateway/load-check.ts [count=10000] [concurrency=50]
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBulkSmsGateway } from '../../../functions/src/providers/gateways/bulksms-gateway';
import { parseDeliveryReports } from '../../../functions/src/providers/gateways/bulksms-webhooks';

const base = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 4700}`;
const count = Number(process.argv[2] ?? 10_000);
const concurrency = Number(process.argv[3] ?? 50);

async function main(): Promise<void> {
  const finals = new Set<string>();
  let calls = 0;
  const receiver = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      calls += 1;
      for (const r of parseDeliveryReports(JSON.parse(text) as unknown))
        if (r.delivered !== null) finals.add(r.providerMessageId);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/dlr?secret=x`;

  const account = {
    username: `LOAD${randomBytes(8).toString('hex').toUpperCase()}-01-B`,
    password: randomBytes(12).toString('hex'),
  };
  await fetch(`${base}/__emulator/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, messagesPerSecond: 1_000_000 }),
  });
  await fetch(`${base}/__emulator/accounts/${account.username}/behaviour`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ dlrDelayMs: 100 }),
  });
  const gateway = createBulkSmsGateway({
    id: 1,
    type: 'BulkSms',
    baseUrl: `${base}/v1`,
    credentials: account,
    webhookSecret: 'x',
  });
  await gateway.registerWebhooks({ deliveryReports: hook });

  const start = performance.now();
  let next = 0;
  let failures = 0;
  const offset = 1_000_000_000 + Math.floor(Math.random() * 100_000_000);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = (next += 1);
        const outcome = await gateway.send({
          reference: String(offset + i),
          to: `+2782${String(1_000_000 + (i % 5000)).padStart(7, '0')}`,
          body: `Load check message ${i}: your order has shipped.`,
          encoding: 'GSM7',
        });
        if (!outcome.ok) failures += 1;
      }
    }),
  );
  const sentMs = performance.now() - start;
  while (finals.size < count - failures && performance.now() - start < 120_000)
    await new Promise((r) => setTimeout(r, 50));
  const reportedMs = performance.now() - start;

  let t = performance.now();
  const listed = (await (
    await fetch(`${base}/__emulator/messages?account=${account.username}&limit=${count}`)
  ).json()) as unknown[];
  const listMs = performance.now() - t;
  t = performance.now();
  const page = await (await fetch(`${base}/`)).text();
  const pageMs = performance.now() - t;
  const health = (await (await fetch(`${base}/health`)).json()) as { messages: number };
  console.log(
    [
      `sent ${count - failures}/${count} messages (${concurrency} in flight) in ${Math.round(sentMs)} ms: ${Math.round(((count - failures) / sentMs) * 1000)} messages/s`,
      `final delivery reports for ${finals.size} messages after ${Math.round(reportedMs)} ms, in ${calls} webhook calls`,
      `control listing of ${listed.length} messages: ${Math.round(listMs)} ms; page (${Math.round(page.length / 1024)} KiB): ${Math.round(pageMs)} ms`,
      `emulator holds ${health.messages} messages; resident memory of this check ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
    ].join('\n'),
  );
  receiver.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
