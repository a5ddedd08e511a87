import { describe, expect, it } from 'vitest';
import { findMatchingKeyword, matchesKeyword, prepareReply, type KeywordRule } from './keyword-match';

const matches = (message: string, keyword: string, operation: KeywordRule['operation']) =>
  matchesKeyword(prepareReply(message), { keyword, operation });

describe('StartsWith (word-aware)', () => {
  it.each([
    'stop',
    'STOP',
    'Stop.',
    'STOP please',
    '  stop  ',
    'Stop!!!',
    '"STOP"',
    '🛑 STOP',
    'stop🙏',
    'Stop, thanks',
  ])('STOP matches %j', (message) => expect(matches(message, 'STOP', 'StartsWith')).toBe(true));

  it.each(['stopwatch', 'Stopped', 'please stop', 'non-stop', 'S T O P', ''])(
    'STOP does not match %j',
    (message) => expect(matches(message, 'STOP', 'StartsWith')).toBe(false),
  );

  it('takes keywords with spaces and hyphens, ignoring case, surrounding spaces and repeated spaces', () => {
    expect(matches('opt-out now', 'OPT-OUT', 'StartsWith')).toBe(true);
    expect(matches('Call   me back please', ' call me ', 'StartsWith')).toBe(true);
    expect(matches('Call meback', 'call me', 'StartsWith')).toBe(false);
  });

  it('folds full-width letters (NFKC) and compares accented letters as letters', () => {
    expect(matches('ＳＴＯＰ', 'STOP', 'StartsWith')).toBe(true);
    expect(matches('Stopé', 'STOP', 'StartsWith')).toBe(false);
  });
});

describe('Equals', () => {
  it.each(['yes', 'Yes.', ' YES! ', '"yes"', 'yes 👍'])('YES equals %j', (message) =>
    expect(matches(message, 'YES', 'Equals')).toBe(true),
  );

  it.each(['yes please', 'yess', 'oh yes'])('YES does not equal %j', (message) =>
    expect(matches(message, 'YES', 'Equals')).toBe(false),
  );
});

describe('Contains (a whole word or phrase inside)', () => {
  it.each(['I am interested', 'Interested!', 'very INTERESTED, call me', 'not interested'])(
    'INTERESTED is in %j',
    (message) => expect(matches(message, 'interested', 'Contains')).toBe(true),
  );

  it.each(['uninterested', 'interestedly', ''])('INTERESTED is not in %j', (message) =>
    expect(matches(message, 'interested', 'Contains')).toBe(false),
  );

  it('matches a phrase across repeated spaces and line breaks, and a keyword with regex characters literally', () => {
    expect(matches('Please\n call   me back', 'call me', 'Contains')).toBe(true);
    expect(matches('I want the R50 (promo)', 'R50 (promo', 'Contains')).toBe(true);
    expect(matches('I want the R50 promo', 'R50 (promo', 'Contains')).toBe(false);
  });
});

describe('findMatchingKeyword', () => {
  it('answers the first rule that matches, in order, or null', () => {
    const rules: KeywordRule[] = [
      { keyword: 'info', operation: 'Equals' },
      { keyword: 'more', operation: 'Contains' },
      { keyword: 'tell', operation: 'StartsWith' },
    ];
    expect(findMatchingKeyword(prepareReply('Tell me more'), rules)?.keyword).toBe('more');
    expect(findMatchingKeyword(prepareReply('tell me'), rules)?.keyword).toBe('tell');
    expect(findMatchingKeyword(prepareReply('Information'), rules)).toBeNull();
  });

  it('ignores an empty keyword', () => {
    expect(
      findMatchingKeyword(prepareReply('anything'), [{ keyword: '  ', operation: 'Contains' }]),
    ).toBeNull();
  });
});
