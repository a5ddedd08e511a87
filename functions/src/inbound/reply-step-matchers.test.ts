import { describe, expect, it } from 'vitest';
import { findEmailAddress, findSaIdNumber, isSaIdNumber } from './reply-step-matchers';

describe('isSaIdNumber', () => {
  it.each(['8001015009087', '0002295001081', '8506150123089', '9912314999183', '0403176111181'])(
    'takes %s',
    (id) => expect(isSaIdNumber(id)).toBe(true),
  );

  it.each([
    ['8001015009088', 'wrong check digit'],
    ['8013015009082', 'month 13, check digit right'],
    ['8002305009084', '30 February, check digit right'],
    ['9002291234083', '29 February 1990, check digit right'],
    ['8004315009088', '31 April, check digit right'],
    ['8001015009384', 'citizenship digit 3, check digit right'],
    ['800101500908', '12 digits'],
    ['80010150090870', '14 digits'],
    ['800101500908A', 'a letter'],
  ])('refuses %s (%s)', (id) => expect(isSaIdNumber(id)).toBe(false));
});

describe('findSaIdNumber', () => {
  it('finds the ID number in a reply, typed plain or in groups', () => {
    expect(findSaIdNumber('My ID is 8001015009087 thanks')).toBe('8001015009087');
    expect(findSaIdNumber('800101 5009 087')).toBe('8001015009087');
    expect(findSaIdNumber('ID: 800101-5009-087.')).toBe('8001015009087');
    expect(findSaIdNumber('８００１０１５００９０８７')).toBe('8001015009087');
  });

  it('skips invalid numbers and finds a later valid one', () => {
    expect(findSaIdNumber('8001015009088 sorry, 8506150123089')).toBe('8506150123089');
  });

  it('does not take a phone number, a longer number, or an invalid ID number', () => {
    expect(findSaIdNumber('Call me on 0821234567')).toBeNull();
    expect(findSaIdNumber('ref 98001015009087')).toBeNull();
    expect(findSaIdNumber('8001015009088')).toBeNull();
    expect(findSaIdNumber('YES')).toBeNull();
  });
});

describe('findEmailAddress', () => {
  it.each([
    ['thandi@example.co.za', 'thandi@example.co.za'],
    ['My email: Thandi.Nkosi+promo@Mail.Example.com.', 'Thandi.Nkosi+promo@Mail.Example.com'],
    ['<john_doe@acme.test>', 'john_doe@acme.test'],
    ['yes please, sipho@gmail.com 👍', 'sipho@gmail.com'],
  ])('finds it in %j', (message, address) => expect(findEmailAddress(message)).toBe(address));

  it.each(['thandi at example dot com', 'thandi@', '@example.com', 'thandi@localhost', 'a@b.c', 'YES'])(
    'finds none in %j',
    (message) => expect(findEmailAddress(message)).toBeNull(),
  );

  it('does not take an address longer than the keyword column', () => {
    expect(findEmailAddress(`${'a'.repeat(95)}@example.com`)).toBeNull();
  });
});
