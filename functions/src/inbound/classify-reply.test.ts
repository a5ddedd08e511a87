import { describe, expect, it } from 'vitest';
import { classifyReply, type CustomKeywordRule, type ReplyStep } from './classify-reply';

const step = (replyType: ReplyStep['replyType'], staticKeyword: string | null = null): ReplyStep => ({
  receiveActive: true,
  replyType,
  staticKeyword,
});
const off: ReplyStep = { receiveActive: false, replyType: 'Static', staticKeyword: 'WIN' };
const none: CustomKeywordRule[] = [];
const custom: CustomKeywordRule[] = [
  { kind: 'Optout', keyword: 'no more', operation: 'Contains' },
  { kind: 'Optout', keyword: 'remove', operation: 'StartsWith' },
  { kind: 'Lead', keyword: 'Info', operation: 'Equals' },
  { kind: 'Lead', keyword: 'call me', operation: 'StartsWith' },
  { kind: 'Lead', keyword: 'interested', operation: 'Contains' },
];

describe('opt-outs come first', () => {
  it.each([
    'STOP',
    'stop',
    'Stop.',
    'STOP please',
    'Unsubscribe',
    'opt-out',
    'OPTOUT!',
    'stopall',
    'Cancel',
    'END',
    'quit 🙄',
  ])('%j is an opt-out with its reserved keyword', (message) => {
    const result = classifyReply(message, step('Default'), none);
    expect(result.type).toBe('Optout');
    expect(message.toUpperCase()).toContain(result.keyword);
  });

  it('takes custom opt-out keywords by their operation', () => {
    expect(classifyReply('Please, no more messages', null, custom)).toEqual({
      type: 'Optout',
      keyword: 'no more',
    });
    expect(classifyReply('REMOVE me', null, custom)).toEqual({ type: 'Optout', keyword: 'remove' });
    expect(classifyReply('removed?', null, custom)).toEqual({ type: 'Unallocated', keyword: null });
  });

  it('wins over the campaign’s step and lead keywords, and applies when the campaign takes no replies', () => {
    expect(classifyReply('STOP', step('Static', 'STOP'), none)).toEqual({ type: 'Optout', keyword: 'STOP' });
    expect(classifyReply('Stop 8001015009087', step('IdNumber'), none)).toEqual({
      type: 'Optout',
      keyword: 'STOP',
    });
    expect(classifyReply('remove, interested', null, custom)).toEqual({ type: 'Optout', keyword: 'remove' });
    expect(classifyReply('stop', off, none)).toEqual({ type: 'Optout', keyword: 'STOP' });
  });

  it('applies to a reply that answers no campaign', () => {
    expect(classifyReply('Unsubscribe me', null, none)).toEqual({ type: 'Optout', keyword: 'UNSUBSCRIBE' });
  });

  it('never makes a lead of a reply that says STOP anywhere (left for a person to decide)', () => {
    expect(classifyReply('Yes, but stop sending at night', step('Default'), none)).toEqual({
      type: 'Unallocated',
      keyword: null,
    });
    expect(classifyReply('WIN... actually please unsubscribe me', step('Static', 'WIN'), none).type).toBe(
      'Unallocated',
    );
    // Everyday words among the reserved opt-outs do not block a lead when they are not the first word.
    expect(classifyReply('Yes, at the end of the month', step('Default'), none)).toEqual({
      type: 'Lead',
      keyword: 'YES',
    });
  });

  it('takes the usual phrases, in English and Afrikaans, keyed by their reserved word or label', () => {
    expect(classifyReply('please stop', step('Default'), none)).toEqual({ type: 'Optout', keyword: 'STOP' });
    expect(classifyReply('Opt out', null, none)).toEqual({ type: 'Optout', keyword: 'OPT-OUT' });
    expect(classifyReply('Take me off your list 🙏', null, none)).toEqual({
      type: 'Optout',
      keyword: 'REMOVE',
    });
    expect(classifyReply('Geen sms meer nie', off, none)).toEqual({ type: 'Optout', keyword: 'GEEN MSG' });
  });

  it('does not take a reply that only mentions stopping', () => {
    for (const message of ['Stop by our store', 'stop the price is great', 'Cancel my order please']) {
      expect(classifyReply(message, step('Default'), none).type).not.toBe('Optout');
    }
  });

  it('reads a lone No by the message it answers', () => {
    expect(classifyReply('No', null, none, 'Winter sale this weekend.')).toEqual({
      type: 'Optout',
      keyword: 'NO',
    });
    expect(classifyReply('No', step('Default'), none, 'Still interested? Reply YES or NO').type).toBe(
      'Unallocated',
    );
  });

  it('does not take words that merely begin with an opt-out keyword', () => {
    expect(classifyReply('Stopwatch for sale?', null, none)).toEqual({ type: 'Unallocated', keyword: null });
    expect(classifyReply('Endless thanks', null, none)).toEqual({ type: 'Unallocated', keyword: null });
  });
});

describe('the campaign’s replies step (receiveActive on)', () => {
  it('Static: the campaign’s keyword, as configured, makes a lead', () => {
    for (const message of ['win', 'WIN!', 'Win please', '  win 🎉']) {
      expect(classifyReply(message, step('Static', ' WIN '), none)).toEqual({ type: 'Lead', keyword: 'WIN' });
    }
    expect(classifyReply('Winter', step('Static', 'WIN'), none)).toEqual({
      type: 'Unallocated',
      keyword: null,
    });
    expect(classifyReply('yes', step('Static', 'WIN'), none)).toEqual({ type: 'Lead', keyword: 'YES' });
  });

  it('IdNumber: a valid South African ID number makes a lead with the number as its keyword', () => {
    expect(classifyReply('My ID is 800101 5009 087', step('IdNumber'), none)).toEqual({
      type: 'Lead',
      keyword: '8001015009087',
    });
    expect(classifyReply('8001015009088', step('IdNumber'), none)).toEqual({
      type: 'Unallocated',
      keyword: null,
    });
    expect(classifyReply('8002305009084', step('IdNumber'), none).type).toBe('Unallocated');
    expect(classifyReply('0821234567', step('IdNumber'), none).type).toBe('Unallocated');
  });

  it('Email: an e-mail address makes a lead with the address as its keyword', () => {
    expect(classifyReply('Send it to thandi.n@example.co.za please', step('Email'), none)).toEqual({
      type: 'Lead',
      keyword: 'thandi.n@example.co.za',
    });
    expect(classifyReply('thandi at example dot com', step('Email'), none)).toEqual({
      type: 'Unallocated',
      keyword: null,
    });
  });

  it('Default (and no type): only keywords decide', () => {
    expect(classifyReply('8001015009087', step('Default'), none).type).toBe('Unallocated');
    expect(classifyReply('thandi@example.co.za', step(null), none).type).toBe('Unallocated');
    expect(classifyReply('Yes!', step('Default'), none)).toEqual({ type: 'Lead', keyword: 'YES' });
  });

  it('is not used for replies without a campaign', () => {
    expect(classifyReply('thandi@example.co.za', null, none).type).toBe('Unallocated');
  });
});

describe('receiveActive off: only opt-outs apply', () => {
  it('leaves leads, reply-step answers and custom lead keywords Unallocated', () => {
    for (const message of ['YES', 'win', 'Info', 'I am interested', '8001015009087']) {
      expect(classifyReply(message, off, custom)).toEqual({ type: 'Unallocated', keyword: null });
    }
  });
});

describe('lead keywords', () => {
  it.each(['YES', 'yes', 'Yes.', 'YES please!', '👍 yes', ' yes\n'])('%j is a lead (YES)', (message) =>
    expect(classifyReply(message, null, none)).toEqual({ type: 'Lead', keyword: 'YES' }),
  );

  it.each(['yesterday', 'Yess', 'Oh yes'])('%j is not', (message) =>
    expect(classifyReply(message, null, none).type).toBe('Unallocated'),
  );

  it('takes custom lead keywords by their operation, keyword as the account saved it', () => {
    expect(classifyReply('info', step('Default'), custom)).toEqual({ type: 'Lead', keyword: 'Info' });
    expect(classifyReply('Info please', step('Default'), custom).type).toBe('Unallocated');
    expect(classifyReply('Call me after 5', step('Default'), custom)).toEqual({
      type: 'Lead',
      keyword: 'call me',
    });
    expect(classifyReply('Very INTERESTED!!', null, custom)).toEqual({ type: 'Lead', keyword: 'interested' });
  });

  it('free text is Unallocated', () => {
    for (const message of ['Who is this?', '🙂', '', 'Thanks, received']) {
      expect(classifyReply(message, step('Default'), custom)).toEqual({ type: 'Unallocated', keyword: null });
    }
  });
});
