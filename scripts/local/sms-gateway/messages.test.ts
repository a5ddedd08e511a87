import { describe, expect, it } from 'vitest';
import { Accounts } from './accounts';
import { BadSubmission, finalStatusFor, MessageStore, planSubmission, type StoredMessage } from './messages';

describe('planSubmission (POST /v1/messages bodies as BulkSMS documents them)', () => {
  const plan = (body: unknown, autoUnicode = false) => planSubmission(body, autoUnicode, '+27600000000');

  it('takes one entry or an array, a string or an array of recipients, and counts parts per encoding', () => {
    expect(plan({ to: '+27821234567', body: 'x'.repeat(160) })).toMatchObject([
      { numberOfParts: 1, encoding: 'TEXT' },
    ]);
    const many = plan([
      { to: ['+27821234567', '27821234568'], body: 'x'.repeat(161) },
      { to: { type: 'INTERNATIONAL', address: '+27821234569' }, body: 'ж', encoding: 'UNICODE' },
    ]);
    expect(many.map((m) => [m.handset, m.numberOfParts, m.encoding])).toEqual([
      ['+27821234567', 2, 'TEXT'],
      ['+27821234568', 2, 'TEXT'],
      ['+27821234569', 1, 'UNICODE'],
    ]);
  });

  it('TEXT with characters outside GSM 03.38: ? in their place, unless auto-unicode', () => {
    expect(plan({ to: '+27821234567', body: 'Café ✓' })[0]).toMatchObject({
      body: 'Café ?',
      encoding: 'TEXT',
    });
    expect(plan({ to: '+27821234567', body: 'Café ✓' }, true)[0]).toMatchObject({
      body: 'Café ✓',
      encoding: 'UNICODE',
    });
  });

  it('REPLIABLE senders use the reply number', () => {
    expect(plan({ to: '+27821234567', body: 'hi', from: { type: 'REPLIABLE' } })[0]).toMatchObject({
      from: '+27600000000',
      repliable: true,
    });
  });

  it.each([
    [{ body: 'no recipient' }],
    [{ to: 'abc', body: 'x' }],
    [{ to: '+27821234567' }],
    [{ to: '+27821234567', body: 'x', encoding: 'BINARY' }],
    [{ to: '+27821234567', body: 'x'.repeat(460) }],
    [{ to: '+27821234567', body: 'x', userSuppliedId: 'x'.repeat(21) }],
    [{ to: { type: 'GROUP', name: 'Everyone' }, body: 'x' }],
    [[]],
  ])('refuses %j', (body) => {
    expect(() => plan(body)).toThrow(BadSubmission);
  });
});

describe('finalStatusFor (the test numbers)', () => {
  it.each([
    ['+27821234567', 'DELIVERED', null],
    ['+1111111', 'FAILED', 'NOT_SENT'],
    ['+27829000100', 'FAILED', 'EXPIRED'],
    ['+27829000299', 'FAILED', 'HANDSET_ERROR'],
    ['+27829000342', 'FAILED', 'BLOCKED'],
    ['+27829000400', 'FAILED', 'NOT_SENT'],
    ['+27829000500', 'DELIVERED', null],
  ])('%s → %s %s', (handset, type, subtype) => {
    expect(finalStatusFor(handset)).toEqual({ type, subtype });
  });
});

describe('the per-second allowance', () => {
  it('lets a second’s worth through, then says how long to wait, and refills', () => {
    const accounts = new Accounts(null);
    const account = accounts.upsert({ username: 'a', password: 'p', messagesPerSecond: 10 });
    const t = 1_000_000;
    account.bucket = { tokens: 10, at: t };
    expect(accounts.take(account, 8, t)).toBe(0);
    expect(accounts.take(account, 5, t)).toBe(300);
    expect(accounts.take(account, 5, t + 300)).toBe(0);
    // A batch bigger than a second goes through on a full bucket and leaves a debt.
    expect(accounts.take(account, 25, t + 1300)).toBe(0);
    expect(accounts.take(account, 1, t + 1400)).toBeGreaterThan(1000);
  });

  it('authenticates in constant time against the token secret', () => {
    const accounts = new Accounts(null);
    accounts.upsert({ username: 'TOKEN', password: 'secret' });
    const header = (u: string, p: string) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`;
    expect(accounts.authenticate(header('TOKEN', 'secret'))?.username).toBe('TOKEN');
    expect(accounts.authenticate(header('TOKEN', 'secreT'))).toBeNull();
    expect(accounts.authenticate(header('OTHER', 'secret'))).toBeNull();
    expect(accounts.authenticate('Bearer x')).toBeNull();
    expect(accounts.authenticate(undefined)).toBeNull();
  });
});

describe('MessageStore', () => {
  const message = (id: string, handset: string): StoredMessage => ({
    id,
    account: 'a',
    submissionId: '1',
    submittedAt: new Date(),
    from: null,
    to: handset,
    handset,
    body: 'x',
    encoding: 'TEXT',
    numberOfParts: 1,
    creditCost: 1,
    userSuppliedId: id,
    deduplicationId: Number(id),
    deliveryReports: 'ALL',
    status: { type: 'ACCEPTED', subtype: null },
    reports: [],
  });

  it('forgets the oldest messages beyond its capacity, and their handsets once empty', () => {
    const store = new MessageStore(3);
    for (const [id, handset] of [
      ['1', '+27820000001'],
      ['2', '+27820000002'],
      ['3', '+27820000002'],
      ['4', '+27820000003'],
    ] as const)
      store.add(message(id, handset));
    expect(store.size).toBe(3);
    expect(store.get('1')).toBeUndefined();
    expect(store.handsetCount).toBe(2);
    expect(store.list({ to: '+27820000002', limit: 10 }).map((m) => m.id)).toEqual(['3', '2']);
  });

  it('answers a repeated deduplication-id from memory and counts the submissions', () => {
    const store = new MessageStore(10);
    store.add(message('1', '+27820000001'));
    expect(store.repeatOf('a', 1)).toBeNull();
    store.remember('a', 1, [{ id: '1' }], ['1']);
    expect(store.repeatOf('a', 1)).toEqual([{ id: '1' }]);
    expect(store.repeatOf('b', 1)).toBeNull();
    expect(store.submissionsOf(store.get('1')!)).toBe(2);
    expect(store.repeatOf('a', 1, Date.now() + 13 * 60 * 60 * 1000)).toBeNull();
  });
});
