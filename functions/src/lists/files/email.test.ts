import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email';

describe('normaliseEmail', () => {
  it('lower-cases and trims valid addresses', () => {
    expect(normaliseEmail('  Jane.Doe+news@Example.CO.za ')).toBe('jane.doe+news@example.co.za');
    expect(normaliseEmail('<ann@shop.test>')).toBe('ann@shop.test');
    expect(normaliseEmail('mailto:Bob@Mail.Example.com')).toBe('bob@mail.example.com');
    expect(normaliseEmail("o'neil_x@sub-domain.example.org")).toBe("o'neil_x@sub-domain.example.org");
    expect(normaliseEmail('user@bücher.de')).toBe('user@bücher.de');
  });

  it('drops the invisible characters an address copied from a web page or document carries', () => {
    // Zero-width space, word joiner, byte order mark, soft hyphen, left-to-right mark, NBSP around.
    expect(normaliseEmail('\u200bAnn@Example.com')).toBe('ann@example.com');
    expect(normaliseEmail('ann@example.com\u200b')).toBe('ann@example.com');
    expect(normaliseEmail('\u200b ann@example.com\u00a0')).toBe('ann@example.com');
    expect(normaliseEmail('an\u2060n@exam\u00adple.com\ufeff')).toBe('ann@example.com');
    expect(normaliseEmail('\u200eann@example.com\u200f')).toBe('ann@example.com');
    expect(normaliseEmail('\u200b\u200b')).toBeNull();
  });

  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'plainaddress',
      '@example.com',
      'joe@',
      'joe@example',
      'joe@@example.com',
      'a@b@example.com',
      'jo e@example.com',
      'joe@exa mple.com',
      '.joe@example.com',
      'joe.@example.com',
      'jo..e@example.com',
      'joe@-example.com',
      'joe@example-.com',
      'joe@example.c',
      'joe@example.123',
      'joe,ann@example.com',
      '"joe"@example.com',
      `${'a'.repeat(65)}@example.com`,
      `joe@${'a'.repeat(250)}.com`,
    ])
      expect(normaliseEmail(bad), bad).toBeNull();
  });
});
