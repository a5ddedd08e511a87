import { describe, expect, it } from 'vitest';
import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import { countSms } from '../platform/sms/sms-segments';
import { generationContextSchema, type GenerationContextInput } from './ai-writer.schemas';
import { checkMessage, checkMessages } from './message-checks';

const SHORT_LINK = 'http://localhost:8080/s/Ab3dE7x';
const options = { shortLinkLength: SHORT_LINK.length, maxMessages: 5 };
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
const sent = (message: string) => message.split(CLICK_URL_VARIABLE).join(SHORT_LINK);
const fixed = (candidate: unknown, over: Partial<GenerationContextInput> = {}) => {
  const checked = checkMessage(candidate, request(over), options);
  if ('reason' in checked) throw new Error(`refused: ${checked.reason}`);
  return checked.message;
};
const refusal = (candidate: unknown, over: Partial<GenerationContextInput> = {}) => {
  const checked = checkMessage(candidate, request(over), options);
  return 'reason' in checked ? checked.reason : null;
};

describe('the checks every candidate passes (bad model output is fixed or refused, never passed through)', () => {
  it('passes a good message unchanged but for the opt-out line it lacks', () => {
    expect(fixed('Winter sale: 30% off all jackets this weekend at Acme Retail.')).toBe(
      'Winter sale: 30% off all jackets this weekend at Acme Retail. Reply STOP to opt out',
    );
    expect(fixed('Winter sale on now. Reply STOP to opt out')).toBe(
      'Winter sale on now. Reply STOP to opt out',
    );
  });

  it('adds a missing opt-out line, once, at the end, exactly as the user wrote it', () => {
    expect(fixed('reply stop to opt out. Jackets are 30% off this weekend.')).toBe(
      'Jackets are 30% off this weekend. Reply STOP to opt out',
    );
    // The model's own opt-out wording goes; the user's line stays.
    expect(fixed('Jackets are 30% off this weekend. Text END to unsubscribe.')).toBe(
      'Jackets are 30% off this weekend. Reply STOP to opt out',
    );
    // No opt-out line asked for: none added, and the model's own removed.
    expect(fixed('Jackets are 30% off. SMS STOP to opt-out', { optoutMessage: '' })).toBe(
      'Jackets are 30% off.',
    );
  });

  it('shortens a too-long message to one SMS, measured as sent, or refuses it', () => {
    const long =
      'Winter sale: 30% off all jackets this weekend at Acme Retail stores. Every branch is open late on Friday. ' +
      'Bring a friend and shop together. Our staff will help you find the right size. Parking is free all weekend.';
    const message = fixed(long, { actionType: 'CLICK' });
    expect(countSms(sent(message)).parts).toBe(1);
    expect(message.startsWith('Winter sale: 30% off all jackets this weekend at Acme Retail stores.')).toBe(
      true,
    );
    expect(message.endsWith(`${CLICK_URL_VARIABLE} Reply STOP to opt out`)).toBe(true);
    // One endless sentence with no clause to cut at: refused.
    expect(refusal(`Jackets ${'and coats '.repeat(30)}are on sale`)).toBe('too-long');
  });

  it('cuts a long single sentence at a clause', () => {
    const message = fixed(
      'The winter sale has started with 30% off every jacket, coat and scarf in all our stores, and it runs all weekend long with extra staff on hand to help you choose the best fit.',
    );
    expect(countSms(message).parts).toBe(1);
    expect(message).toBe(
      'The winter sale has started with 30% off every jacket, coat and scarf in all our stores. Reply STOP to opt out',
    );
  });

  it('allows a second part only when the required parts leave no room in one', () => {
    const optoutMessage =
      'To stop receiving messages from Acme Retail at any time, reply with the word STOP free of charge.';
    const message = fixed('Jackets are 30% off this weekend.', { optoutMessage, actionType: 'CLICK' });
    expect(countSms(sent(message)).parts).toBe(2);
    expect(message).toBe(`Jackets are 30% off this weekend. ${CLICK_URL_VARIABLE} ${optoutMessage}`);
  });

  it('adds the reply keyword for Reply, keeps it in the right case, and asks only once', () => {
    expect(fixed('Jackets are 30% off this weekend.', { actionType: 'REPLY' })).toBe(
      'Jackets are 30% off this weekend. Reply YES to find out more. Reply STOP to opt out',
    );
    expect(
      fixed('Jackets are 30% off. Reply yes for a voucher. Reply "yes" now!', { actionType: 'REPLY' }),
    ).toBe('Jackets are 30% off. Reply YES for a voucher. Reply STOP to opt out');
    expect(
      fixed('Jackets are 30% off. Reply NO to skip.', { actionType: 'REPLY', replyKeyword: 'JACKET' }),
    ).toBe('Jackets are 30% off. Reply JACKET to find out more. Reply STOP to opt out');
  });

  it('adds #CLICKURL# for Click, keeps one, and removes it when the action is not Click', () => {
    expect(fixed('Jackets are 30% off this weekend.', { actionType: 'CLICK' })).toBe(
      `Jackets are 30% off this weekend. ${CLICK_URL_VARIABLE} Reply STOP to opt out`,
    );
    expect(fixed(`Shop: ${CLICK_URL_VARIABLE} or ${CLICK_URL_VARIABLE} today`, { actionType: 'CLICK' })).toBe(
      `Shop: ${CLICK_URL_VARIABLE} today. Reply STOP to opt out`,
    );
    expect(fixed(`Jackets are 30% off. Shop now: ${CLICK_URL_VARIABLE}`)).toBe(
      'Jackets are 30% off. Shop now. Reply STOP to opt out',
    );
  });

  it('removes what the user did not ask for: links, e-mail addresses, variables, placeholders, reply calls', () => {
    expect(
      fixed('Jackets are 30% off at https://evil.example.com/x and www.acme.test, mail sales@acme.test.'),
    ).toBe('Jackets are 30% off. Reply STOP to opt out');
    expect(fixed('Hi #FIRSTNAME#, jackets are 30% off for {{name}} and [Name]!')).toBe(
      'Hi, jackets are 30% off! Reply STOP to opt out',
    );
    expect(fixed('Jackets are 30% off. Reply YES to claim yours.')).toBe(
      'Jackets are 30% off. Reply STOP to opt out',
    );
    expect(fixed(`Jackets are 30% off: ${CLICK_URL_VARIABLE}`, { actionType: 'REPLY' })).toBe(
      'Jackets are 30% off. Reply YES to find out more. Reply STOP to opt out',
    );
    // What the context itself names stays.
    expect(fixed('Visit acme.co.za for 30% off.', { context: 'Sale on acme.co.za: 30% off' })).toBe(
      'Visit acme.co.za for 30% off. Reply STOP to opt out',
    );
  });

  it('makes plain GSM text: no emoji, straight quotes, one line, no numbering', () => {
    const message = fixed('1. “Jackets” are 30% off — this weekend only 🧥🔥\n\nSee you there…');
    expect(message).toBe('"Jackets" are 30% off - this weekend only. See you there... Reply STOP to opt out');
    expect(countSms(message).encoding).toBe('GSM-7');
  });

  it('refuses empty text, text that is only what was removed, and anything that is not text', () => {
    expect(refusal('')).toBe('empty');
    expect(refusal('   \n ')).toBe('empty');
    expect(refusal('https://evil.example.com Reply STOP to opt out')).toBe('empty');
    expect(refusal(42)).toBe('not-text');
    expect(refusal({ message: 'x' })).toBe('not-text');
  });

  it('refuses repeats (case and punctuation aside) and answers at most the number asked', () => {
    const result = checkMessages(
      [
        'Jackets are 30% off this weekend.',
        'JACKETS are 30% off this weekend!',
        'jackets are 30% off this weekend',
        'Coats too are 30% off.',
        'Scarves are half price.',
      ],
      request(),
      { ...options, maxMessages: 2 },
    );
    expect(result.messages).toEqual([
      'Jackets are 30% off this weekend. Reply STOP to opt out',
      'Coats too are 30% off. Reply STOP to opt out',
    ]);
    expect(result.refused.map((r) => r.reason)).toEqual(['duplicate', 'duplicate']);
  });

  it('never answers a message that breaks a rule, whatever the input', () => {
    const bad = [
      '',
      'x',
      'Visit http://phish.test now!!! 🎉🎉 #NAME# Reply STOP',
      'A'.repeat(2000),
      `${'Great deals. '.repeat(40)}`,
      'Jackets 30% off',
      'Jackets 30% off',
      null,
      ['nested'],
    ];
    for (const actionType of ['NONE', 'REPLY', 'CLICK'] as const) {
      const r = request({ actionType });
      for (const message of checkMessages(bad, r, options).messages) {
        expect(countSms(sent(message)).parts).toBe(1);
        expect(message.endsWith('Reply STOP to opt out')).toBe(true);
        expect(message).not.toMatch(/https?:|#NAME#|phish/);
        expect(message.includes(CLICK_URL_VARIABLE)).toBe(actionType === 'CLICK');
        expect(/Reply YES\b/.test(message)).toBe(actionType === 'REPLY');
      }
    }
  });
});
