import { describe, expect, it } from 'vitest';
import { contactSearch, likeStartsWith, phonePrefixes } from './contact-search';

describe('a contacts search term', () => {
  it('reads the ways South Africans type a number as the +27 prefix of a ZA list', () => {
    for (const term of ['0821499', '+27 82 149 9', '082-149-9', '(082) 149.9', '0027821499']) {
      expect(phonePrefixes(term, 'ZA')).toEqual(['+27821499']);
    }
    expect(phonePrefixes('27821499', 'ZA')).toEqual(['+2727821499', '+27821499']);
    expect(phonePrefixes('821499', 'za')).toEqual(['+27821499']);
  });

  it('uses the list country’s calling code and trunk prefix, and keeps an explicit + as typed', () => {
    expect(phonePrefixes('07700 900', 'GB')).toEqual(['+447700900']);
    expect(phonePrefixes('+1 (212) 555', 'ZA')).toEqual(['+1212555']);
    expect(phonePrefixes('212 555', 'US')).toEqual(['+1212555']);
  });

  it('is a phone search for digits and separators, a name or e-mail search otherwise', () => {
    expect(contactSearch('  ', 'ZA')).toEqual({ kind: 'all' });
    expect(contactSearch(' 082 149 ', 'ZA')).toEqual({ kind: 'phone', prefixes: ['+2782149'] });
    expect(contactSearch('thandi', 'ZA')).toEqual({ kind: 'text', prefix: 'thandi', fullName: null });
    expect(contactSearch('Thandi   van W', 'ZA')).toEqual({
      kind: 'text',
      prefix: 'Thandi van W',
      fullName: { first: 'Thandi', lastPrefix: 'van W' },
    });
    expect(contactSearch('--', 'ZA')).toMatchObject({ kind: 'text' });
    expect(contactSearch('user1@mail.test', 'ZA')).toMatchObject({ kind: 'text' });
  });

  it('takes the user’s %, _ and \\ literally in a starts-with pattern', () => {
    expect(likeStartsWith('50%_off\\')).toBe('50\\%\\_off\\\\%');
  });
});
