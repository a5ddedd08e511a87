// Body limits and the partner API's unknown-field rule through the real HTTP stack (issue 27 part 5): each
// route takes at most the body it needs, counted as sent (base64 bodies by their decoded size), refused with
// 413 in the error body shape before anything parses it; the partner send refuses fields it does not define.
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, apiBase, cdnHeaders } from '../../test-support/api-client';
import { createAccountWithUser } from '../../test-support/fixtures';
import { createSendingSetup, messagesOf, type SendingSetup } from '../../test-support/sending-fixtures';
import type { ErrorBody } from './error-body.schemas';
import { unknownFieldMessage } from './validate.middleware';

let setup: SendingSetup;

beforeAll(async () => {
  setup = await createSendingSetup(await createAccountWithUser());
});

const KB = 1024;
const sendPath = () => `/api/campaigns/sms/${setup.campaignId}/sms/send`;

async function post(path: string, body: string | Buffer, headers: Record<string, string>) {
  const res = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: { ...cdnHeaders(), ...headers },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: (text ? JSON.parse(text) : null) as ErrorBody,
  };
}

const sendAs = (body: string | Buffer, type = 'application/json') =>
  post(sendPath(), body, { authorization: `Bearer ${setup.apiKey}`, 'content-type': type });

/** A JSON body of about `bytes` bytes: a valid send padded with an unknown field. */
const padded = (bytes: number) => JSON.stringify({ to: '+27821234567', note: 'x'.repeat(bytes - 40) });

describe('body limits', () => {
  it('refuses a 2 MB send (with unknown fields) with 413 in the error body shape, and sends nothing', async () => {
    const before = (await messagesOf(setup.campaignId)).length;
    const answer = await sendAs(padded(2 * 1024 * KB));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is 2.0 MB; this endpoint accepts at most 16 KB.',
      requestId: expect.any(String),
    });
    expect((await messagesOf(setup.campaignId)).length).toBe(before);
  });

  it('takes a send of just under 16 KB as far as validation, and refuses one just over', async () => {
    const under = await sendAs(padded(16 * KB - 10));
    expect(under.status).toBe(400); // past the limit: the unknown field is what is refused
    const over = await sendAs(padded(16 * KB + 100));
    expect(over.status).toBe(413);
  });

  it('counts a base64-encoded body by its decoded size', async () => {
    // application/octet-stream reaches the function base64-encoded (as API Gateway does for binary bodies).
    const justUnder = await sendAs(Buffer.alloc(15 * KB, 'a'), 'application/octet-stream'); // 20 KB in base64
    expect(justUnder.status).toBe(415);
    const over = await sendAs(Buffer.alloc(17 * KB, 'a'), 'application/octet-stream');
    expect(over.status).toBe(413);
    expect(over.body.error.message).toBe('The request body is 17.0 KB; this endpoint accepts at most 16 KB.');
    const big = await sendAs(Buffer.alloc(2 * 1024 * KB, 'a'), 'application/octet-stream');
    expect(big.body.error.message).toBe('The request body is 2.0 MB; this endpoint accepts at most 16 KB.');
  });

  it('refuses oversized bodies on the public webhooks, before their signature is looked at', async () => {
    const json = { 'content-type': 'application/json' };
    const big = JSON.stringify([{ id: '1', body: 'x'.repeat(200 * KB) }]);
    for (const kind of ['inbound', 'delivery-reports']) {
      const answer = await post(`/api/webhooks/sms/${setup.providerIds[0]}/${kind}`, big, json);
      expect(answer.status, kind).toBe(413);
      expect(answer.body.error.message).toBe(
        'The request body is 200.0 KB; this endpoint accepts at most 128 KB.',
      );
    }
    const ses = await post('/api/email/ses-events', 'x'.repeat(300 * KB), { 'content-type': 'text/plain' });
    expect(ses.status).toBe(413);
    expect(ses.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('gives every other JSON route 1 MB by default (sign-in here)', async () => {
    const client = new ApiClient();
    const answer = await client.request('POST', '/api/auth/sign-in', {
      json: { email: 'a@example.com', password: 'x'.repeat(1024 * KB + 10) },
    });
    expect(answer.status).toBe(413);
    expect((answer.body as ErrorBody).error.message).toMatch(/this endpoint accepts at most 1 MB\.$/);
  });
});

describe('unknown fields on the partner send', () => {
  it('refuses a POST with a field the send does not define, naming it, and sends nothing', async () => {
    const before = (await messagesOf(setup.campaignId)).length;
    const answer = await sendAs(JSON.stringify({ to: '+27821234567', colour: 'blue', priority: 1 }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { colour: [unknownFieldMessage('colour')], priority: [unknownFieldMessage('priority')] },
    });
    expect((await messagesOf(setup.campaignId)).length).toBe(before);
  });

  it('refuses a GET with a parameter the send does not define; apikey, to and reference are its own', async () => {
    const query = (extra: Record<string, string>) =>
      new URLSearchParams({
        apikey: setup.apiKey,
        to: '+27821234569',
        reference: `bl-${Date.now()}`,
        ...extra,
      });
    const refused = await fetch(`${apiBase()}${sendPath()}?${query({ utm_source: 'crm' })}`, {
      headers: cdnHeaders(),
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as ErrorBody).error.fields).toEqual({
      utm_source: [unknownFieldMessage('utm_source')],
    });
    const accepted = await fetch(`${apiBase()}${sendPath()}?${query({})}`, { headers: cdnHeaders() });
    expect(accepted.status).toBe(202);
  });
});
