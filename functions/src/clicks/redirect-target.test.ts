import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it.each([
    ['https://acme.test/offer?x=1&y=2', 'https://acme.test/offer?x=1&y=2'],
    ['http://acme.co.za', 'http://acme.co.za/'],
    ['www.acme.test/winter', 'https://www.acme.test/winter'],
    ['WWW.Acme.test', 'https://www.acme.test/'],
    ['  https://acme.test/a b ', 'https://acme.test/a%20b'],
  ])('%j → %j', (saved, target) => expect(redirectTarget(saved)).toBe(target));

  it.each([null, '', 'acme.test', 'javascript:alert(1)', 'ftp://acme.test', 'https://', 'data:text/html,x'])(
    '%j → nowhere',
    (saved) => expect(redirectTarget(saved)).toBeNull(),
  );
});
