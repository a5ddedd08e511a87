// The model adapter's own code (the official openai client, its time-out and error mapping, the prompt and the
// answer's parsing) run against the OpenAI-compatible stand-in on loopback, started here on a free port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startLlmStandIn,
  type RunningStandIn,
  type StandInAnswer,
} from '../../../scripts/local/llm-stand-in/server';
import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import { createLogger } from '../platform/log';
import { countSms } from '../platform/sms/sms-segments';
import { generationContextSchema, type GenerationContextInput } from './ai-writer.schemas';
import { checkOptionsFor, writeCheckedMessages } from './ai-writer.service';
import { WriterUnavailableError } from './message-writer';
import { openAiWriter } from './openai-writer';

const KEY = 'sk-test-stand-in';
let standIn: RunningStandIn;
let next: StandInAnswer | null = null;
const log = createLogger({ test: 'openai-writer' });

beforeAll(async () => {
  standIn = await startLlmStandIn({
    apiKey: KEY,
    answer: (request) => next ?? { kind: 'content', content: JSON.stringify({ messages: [request.model] }) },
  });
});
afterAll(() => standIn.close());

const request = (over: Partial<GenerationContextInput> = {}) =>
  generationContextSchema.parse({
    context: 'Winter sale: 30% off all jackets this weekend at Acme Retail stores.',
    personalized: false,
    actionType: 'NONE',
    replyKeyword: 'YES',
    optoutMessage: 'Reply STOP to opt out',
    tone: 'NEUTRAL',
    ...over,
  });
const writer = (model = 'stand-in', over: { apiKey?: string; timeoutMs?: number } = {}) =>
  openAiWriter({ baseUrl: standIn.baseUrl, apiKey: KEY, model, timeoutMs: 5000, ...over });
const shortLink = 'x'.repeat(checkOptionsFor(5).shortLinkLength);
const asSent = (message: string) => message.split(CLICK_URL_VARIABLE).join(shortLink);

describe('the OpenAI-compatible model adapter, through the stand-in', () => {
  it('sends the prompt with the key and model, and answers checked messages written from the context', async () => {
    next = null;
    const { requests } = standIn;
    const before = requests.length;
    next = {
      kind: 'content',
      content:
        '```json\n{"messages": ["Winter sale: 30% off all jackets this weekend. Reply YES to find out more.", ' +
        '"Jackets are 30% off at Acme Retail this weekend. Reply YES for details."]}\n```',
    };
    const messages = await writeCheckedMessages(writer('gpt-test'), request({ actionType: 'REPLY' }), 5, log);
    expect(messages).toEqual([
      'Winter sale: 30% off all jackets this weekend. Reply YES to find out more. Reply STOP to opt out',
      'Jackets are 30% off at Acme Retail this weekend. Reply YES for details. Reply STOP to opt out',
    ]);
    const sent = requests[before]!;
    expect(requests).toHaveLength(before + 1);
    expect(sent.model).toBe('gpt-test');
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.messages[0]!.content).toContain('keyword YES');
    expect(sent.messages[1]!.content).toContain('Winter sale: 30% off all jackets');
  });

  it('fixes or refuses bad model output: too long, no opt-out line, links, placeholders, repeats, empty', async () => {
    next = null;
    const standInBad = await startLlmStandIn({ apiKey: KEY });
    try {
      const bad = openAiWriter({
        baseUrl: standInBad.baseUrl,
        apiKey: KEY,
        model: 'stand-in-bad',
        timeoutMs: 5000,
      });
      const raw = await bad.write(request({ actionType: 'CLICK' }), 5);
      expect(raw.length).toBe(5);
      expect(raw.some((m) => typeof m === 'string' && countSms(m).parts > 1)).toBe(true);
      const messages = await writeCheckedMessages(bad, request({ actionType: 'CLICK' }), 5, log);
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.length).toBeLessThan(raw.length);
      expect(new Set(messages).size).toBe(messages.length);
      for (const message of messages) {
        expect(countSms(asSent(message)).parts).toBe(1);
        expect(message.endsWith('Reply STOP to opt out')).toBe(true);
        expect(message.split(CLICK_URL_VARIABLE)).toHaveLength(2);
        expect(message).not.toMatch(/https?:|phish|\[Name\]|unsubscribe|🎉|“/);
      }
    } finally {
      await standInBad.close();
    }
  });

  it('gives up at its time-out when the model is slow', async () => {
    next = { kind: 'content', content: '{"messages": ["late"]}', delayMs: 5000 };
    const started = Date.now();
    const error = await writer('stand-in', { timeoutMs: 300 })
      .write(request(), 5)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterUnavailableError);
    expect((error as WriterUnavailableError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports the model’s refusals and failures as unavailable, without retrying', async () => {
    for (const [answer, reason] of [
      [{ kind: 'status', status: 429, message: 'Rate limit reached' }, 'rate-limited'],
      [{ kind: 'status', status: 500, message: 'The model failed.' }, 'upstream'],
      [{ kind: 'content', content: '   ' }, 'malformed'],
    ] as const) {
      next = answer;
      const before = standIn.requests.length;
      const error = await writer()
        .write(request(), 5)
        .catch((e: unknown) => e);
      expect((error as WriterUnavailableError).reason, JSON.stringify(answer)).toBe(reason);
      expect(standIn.requests.length).toBe(before + 1);
    }
    next = null;
    const error = await writer('stand-in', { apiKey: 'wrong' })
      .write(request(), 5)
      .catch((e: unknown) => e);
    expect((error as WriterUnavailableError).reason).toBe('upstream');
  });

  it('asks once more when nothing usable comes back, then fails rather than pass bad text through', async () => {
    next = { kind: 'content', content: JSON.stringify({ messages: ['', 'https://phish.example.com', 42] }) };
    const before = standIn.requests.length;
    const error = await writeCheckedMessages(writer(), request(), 5, log).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriterUnavailableError);
    expect(standIn.requests.length).toBe(before + 2);
    // Plain lines instead of JSON are read as messages.
    next = { kind: 'content', content: 'Jackets are 30% off this weekend.\nCoats are 20% off too.' };
    expect(await writeCheckedMessages(writer(), request(), 5, log)).toEqual([
      'Jackets are 30% off this weekend. Reply STOP to opt out',
      'Coats are 20% off too. Reply STOP to opt out',
    ]);
  });
});
