import { describe, expect, it } from 'vitest';
import { CLICK_URL_VARIABLE } from '../campaigns/campaigns.schemas';
import { countSms } from '../platform/sms/sms-segments';
import { generationContextSchema, type GenerationContextInput } from './ai-writer.schemas';
import { composeLocally, localWriter, seededRandom, subjectOf } from './local-writer';
import { checkMessages } from './message-checks';

const request = (over: Partial<GenerationContextInput> = {}) =>
  generationContextSchema.parse({
    context: 'Promote our winter sale: 30% off all jackets this weekend at Acme Retail stores.',
    personalized: false,
    actionType: 'NONE',
    replyKeyword: 'YES',
    optoutMessage: 'Reply STOP to opt out',
    tone: 'NEUTRAL',
    ...over,
  });
const options = { shortLinkLength: 30, maxMessages: 5 };

describe('the local writer', () => {
  it('takes the subject from the context, not the instruction around it', () => {
    expect(subjectOf('Tell customers that our new store opens on 1 December')).toEqual([
      'Our new store opens on 1 December.',
    ]);
    expect(subjectOf('Write an SMS about the winter sale. It ends Sunday!')).toEqual([
      'The winter sale.',
      'It ends Sunday!',
    ]);
  });

  it('writes five different messages that pass the checks untouched in every tone and action', () => {
    for (const tone of ['NEUTRAL', 'FORMAL', 'CASUAL'] as const)
      for (const actionType of ['NONE', 'REPLY', 'CLICK'] as const)
        for (const personalized of [false, true]) {
          const r = request({ tone, actionType, personalized });
          const checked = checkMessages(composeLocally(r, seededRandom(3)), r, options);
          expect(checked.messages.length, `${tone} ${actionType}`).toBe(5);
          expect(new Set(checked.messages).size).toBe(5);
          for (const message of checked.messages) {
            expect(message).toContain('30% off all jackets');
            expect(countSms(message.replace(CLICK_URL_VARIABLE, 'x'.repeat(30))).parts).toBe(1);
            expect(message.endsWith('Reply STOP to opt out')).toBe(true);
            expect(message.includes(CLICK_URL_VARIABLE)).toBe(actionType === 'CLICK');
            expect(/reply YES/i.test(message)).toBe(actionType === 'REPLY');
          }
        }
  });

  it('follows the tone and speaks to the reader only when personalized', () => {
    const formal = composeLocally(request({ tone: 'FORMAL', personalized: true }), seededRandom(1)).join(' ');
    expect(formal).toMatch(/Dear|pleased/);
    const casual = composeLocally(request({ tone: 'CASUAL' }), seededRandom(1)).join(' ');
    expect(casual).toMatch(/!/);
    expect(composeLocally(request({ personalized: true }), seededRandom(1)).join(' ')).toMatch(/\byou\b/i);
  });

  it('varies between calls and makes no network call', async () => {
    const r = request();
    const first = await localWriter.write(r, 5);
    let differs = false;
    for (let i = 0; i < 5 && !differs; i += 1)
      differs = (await localWriter.write(r, 5)).join() !== first.join();
    expect(differs).toBe(true);
  });
});
