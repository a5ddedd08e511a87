// POST /api/sms/campaigns/{id}/messages/generate through the real HTTP stack, with the local writer (the test
// stage configures no model).
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { signedInClient } from '../test-support/campaign-fixtures';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { countSms } from '../platform/sms/sms-segments';
import { AI_DEFAULTS, type GenerationContextInput } from './ai-writer.schemas';

type Client = Awaited<ReturnType<typeof signedInClient>>;

const CONTEXT = 'Promote our winter sale: 30% off all jackets this weekend at Acme Retail stores.';
const body = (over: Partial<GenerationContextInput> = {}) => ({ ...AI_DEFAULTS, context: CONTEXT, ...over });
const generate = (client: Client | ApiClient, campaignId: number, json: unknown) =>
  ('api' in client ? client.api : client).post<string[] | ErrorBody>(
    `/api/sms/campaigns/${campaignId}/messages/generate`,
    json,
  );

async function campaignOf(client: Client, name = 'AI writer campaign'): Promise<number> {
  const answer = await client.api.post<{ id: number }>('/api/sms/campaigns/transactional', {
    name,
    categoryId: client.categoryId,
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const shortHost = (process.env.SMS_SHORT_URL_HOST ?? '').replace(/\/+$/, '');
const asSent = (message: string) => message.split('#CLICKURL#').join(`${shortHost}/Ab3dE7x`);

let owner: Client;
let campaignId: number;

beforeAll(async () => {
  owner = await signedInClient();
  campaignId = await campaignOf(owner);
});

describe('generating messages with the local writer', () => {
  it('answers up to five different one-SMS messages for each action, with what was asked', async () => {
    for (const actionType of ['NONE', 'REPLY', 'CLICK'] as const) {
      const answer = await generate(
        owner,
        campaignId,
        body({ actionType, tone: 'CASUAL', replyKeyword: 'JACKET' }),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const messages = answer.body as string[];
      expect(messages.length).toBeGreaterThanOrEqual(3);
      expect(messages.length).toBeLessThanOrEqual(5);
      expect(new Set(messages).size).toBe(messages.length);
      for (const message of messages) {
        expect(message).toContain('30% off all jackets');
        expect(message.endsWith('Reply STOP to opt out')).toBe(true);
        expect(countSms(asSent(message)).parts).toBe(1);
        expect(message.includes('#CLICKURL#')).toBe(actionType === 'CLICK');
        expect(/reply JACKET/i.test(message)).toBe(actionType === 'REPLY');
        expect(message).not.toMatch(/https?:|#FIRSTNAME#|\[/);
      }
    }
  });

  it('adds no opt-out line when none is given', async () => {
    const answer = await generate(owner, campaignId, body({ optoutMessage: '', personalized: true }));
    expect(answer.status).toBe(200);
    for (const message of answer.body as string[]) expect(message).not.toMatch(/STOP|opt out/i);
  });

  it('refuses bad input with the field at fault', async () => {
    const cases: [unknown, string][] = [
      [body({ context: '   ' }), 'context'],
      [body({ context: 'x'.repeat(301) }), 'context'],
      [{ ...body(), context: undefined }, 'context'],
      [body({ actionType: 'CALL' as never }), 'actionType'],
      [body({ tone: 'ANGRY' as never }), 'tone'],
      [body({ personalized: 'yes' as never }), 'personalized'],
      [body({ actionType: 'REPLY', replyKeyword: '' }), 'replyKeyword'],
      [body({ actionType: 'REPLY', replyKeyword: 'stop' }), 'replyKeyword'],
      [body({ actionType: 'REPLY', replyKeyword: 'two words' }), 'replyKeyword'],
      [body({ optoutMessage: 'x'.repeat(101) }), 'optoutMessage'],
    ];
    for (const [json, field] of cases) {
      const answer = await generate(owner, campaignId, json);
      expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(Object.keys((answer.body as ErrorBody).error.fields ?? {})).toContain(field);
    }
    expect((await generate(owner, 0, body())).status).toBe(400);
    const notJson = await owner.api.request(`POST`, `/api/sms/campaigns/${campaignId}/messages/generate`, {
      rawBody: '{"context":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
  });

  it('answers 404 for another account’s campaign and for one that does not exist, 401 signed out', async () => {
    const stranger = await signedInClient();
    const theirs = await campaignOf(stranger, 'Not yours');
    const answer = await generate(owner, theirs, body());
    expect(answer.status).toBe(404);
    expect((answer.body as ErrorBody).error.code).toBe('NOT_FOUND');
    expect((await generate(owner, 999_999_999, body())).status).toBe(404);
    expect((await generate(new ApiClient(), campaignId, body())).status).toBe(401);
  });

  it('answers 409 when the campaign already holds 50 messages', async () => {
    const full = await campaignOf(owner, 'Full campaign');
    const messages = Array.from({ length: 50 }, (_v, i) => ({
      id: null,
      active: true,
      message: `Message ${i}`,
    }));
    const saved = await owner.api.request('PATCH', `/api/sms/campaigns/${full}/messages`, {
      json: { messages, clickUrl: null },
    });
    expect(saved.status).toBe(200);
    const answer = await generate(owner, full, body());
    expect(answer.status).toBe(409);
    expect((answer.body as ErrorBody).error.message).toBe('A campaign can have at most 50 messages.');
  });
});

describe('the per-account rate limit', () => {
  it('allows 10 generations a minute per account, then 429 with Retry-After; other accounts are not held up', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const client = await signedInClient();
      const id = await campaignOf(client);
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 11; i += 1) {
        const answer = await generate(client, id, body());
        statuses.push(answer.status);
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue; // the window turned mid-test: once more
      expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      const other = await signedInClient();
      expect((await generate(other, await campaignOf(other), body())).status).toBe(200);
      return;
    }
    throw new Error('two minute boundaries in a row');
  });
});
