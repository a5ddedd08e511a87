import { describe, expect, it } from 'vitest';
import { askedQuestion } from './asked-question';
import { matchOptout } from './opt-out-matcher';

describe('matchOptout', () => {
  it.each([
    ['Please remove me from your list', 'REMOVE'],
    ['Opt out', 'OPT-OUT'],
    ['no more sms', 'NO MORE'],
    ['Verwyder my asseblief', 'VERWYDER'],
    ['Geen sms meer nie', 'GEEN MSG'],
    ['Not interested. Stop sending!', 'STOP'],
    ['S T O P', 'STOP'],
  ])('%j asks to stop (%s)', (message, label) => expect(matchOptout(message, null)).toEqual({ label }));

  it.each(['stop by our store', "don't stop", 'when does the sale stop?', 'stop the price is great', ''])(
    '%j does not',
    (message) => expect(matchOptout(message, null)).toBeNull(),
  );

  it('takes a lone No as an opt-out unless our message asked a question', () => {
    expect(matchOptout('No.', 'Winter sale this weekend. Reply STOP to opt out')).toEqual({ label: 'NO' });
    expect(matchOptout('no thanks', null)).toEqual({ label: 'NO' });
    expect(matchOptout('No', 'Would you like a call back?')).toBeNull();
    expect(matchOptout('Nee', 'Antwoord JA of NEE')).toBeNull();
    expect(matchOptout('No, stop', 'Would you like a call back?')).toEqual({ label: 'STOP' });
  });
});

describe('askedQuestion', () => {
  it.each([
    'Would you like a call back?',
    'Still interested? Reply YES',
    'Reply yes or no',
    'Confirm your booking: SMS Y/N',
    'Antwoord JA om te bevestig',
  ])('%j asks', (text) => expect(askedQuestion(text)).toBe(true));

  it.each([
    'Winter sale! Reply STOP to opt out',
    'Shop now: https://x.co/a?b=1 and save',
    'Novel deals at Yes Shop',
  ])('%j does not', (text) => expect(askedQuestion(text)).toBe(false));
});
