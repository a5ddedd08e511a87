import { describe, expect, it } from 'vitest';
import {
  appendOptoutLine,
  instructedReplies,
  marketingLineProblem,
  namesSender,
  standardOptoutLine,
} from './marketing-line';

const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'OPT-OUT']);
const isOptout = (reply: string) => STOP_WORDS.has(reply.toUpperCase());

describe('the sender and opt-out line', () => {
  it('finds the sender as whole words in any case', () => {
    expect(namesSender('ACME retail: sale', 'Acme Retail')).toBe(true);
    expect(namesSender('Acme  Retail sale', 'Acme Retail')).toBe(true);
    expect(namesSender('AcmeRetailers sale', 'Acme Retail')).toBe(false);
    expect(namesSender('Sale at Acme', 'Acme Retail')).toBe(false);
  });

  it('reads the reply a message asks for in the usual wordings', () => {
    expect(instructedReplies('Reply STOP to opt out')).toContain('STOP');
    expect(instructedReplies('SMS STOP')).toContain('STOP');
    expect(instructedReplies('opt out: reply STOP')).toContain('STOP');
    expect(instructedReplies('Reply with "Stop" to 31000')).toContain('Stop');
    expect(instructedReplies('Text: UNSUBSCRIBE')).toContain('UNSUBSCRIBE');
    expect(instructedReplies('OPT-OUT to unsubscribe')).toContain('OPT-OUT');
    expect(instructedReplies('Great deals today')).toEqual([]);
  });

  it('says what a message lacks', () => {
    const line = 'Acme Retail: Reply STOP to opt out';
    expect(marketingLineProblem(`Sale!\n${line}`, 'Acme Retail', isOptout)).toBeNull();
    expect(marketingLineProblem('Sale! Reply STOP to opt out', 'Acme Retail', isOptout)).toEqual({
      sender: true,
      optout: false,
    });
    expect(marketingLineProblem('Acme Retail sale! Reply YES for more', 'Acme Retail', isOptout)).toEqual({
      sender: false,
      optout: true,
    });
    // "stop" in passing is no instruction.
    expect(marketingLineProblem('Acme Retail: stop by our store', 'Acme Retail', isOptout)).not.toBeNull();
  });

  it('appends the standard line on a line of its own', () => {
    expect(standardOptoutLine('Acme Retail')).toBe('Acme Retail: Reply STOP to opt out');
    expect(appendOptoutLine('Sale today!  \n', 'Acme Retail')).toBe(
      'Sale today!\nAcme Retail: Reply STOP to opt out',
    );
    expect(appendOptoutLine('', 'Acme')).toBe('Acme: Reply STOP to opt out');
  });
});
