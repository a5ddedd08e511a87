import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isPagesOrigin,
  labelOfPagesHost,
  pageKeyOfUrl,
  pagesHostLabel,
  pagesOriginOf,
  publicPageUrl,
} from './pages-origin';

const saved = process.env.PAGES_BASE_URL;
beforeAll(() => {
  process.env.PAGES_BASE_URL = 'https://pages.example.com';
});
afterAll(() => {
  process.env.PAGES_BASE_URL = saved;
});

describe("each account's pages origin", () => {
  it('is a stable host of its own under the parent, not naming the account number', () => {
    expect(pagesHostLabel(7)).toBe(pagesHostLabel(7));
    expect(pagesHostLabel(7)).toMatch(/^p[a-z2-7]{12}$/);
    expect(pagesHostLabel(7)).not.toBe(pagesHostLabel(8));
    const labels = new Set(Array.from({ length: 5000 }, (_, i) => pagesHostLabel(i + 1)));
    expect(labels.size).toBe(5000);
    expect(pagesOriginOf(7)).toBe(`https://${pagesHostLabel(7)}.pages.example.com`);
    expect(publicPageUrl(7, 'spring sale')).toBe(`${pagesOriginOf(7)}/spring%20sale`);
  });

  it('reads the label back from the host asked, and nothing from any other host', () => {
    expect(labelOfPagesHost(`${pagesHostLabel(7)}.pages.example.com`)).toBe(pagesHostLabel(7));
    expect(labelOfPagesHost(`${pagesHostLabel(7)}.PAGES.example.com:443`)).toBe(pagesHostLabel(7));
    for (const host of ['pages.example.com', 'evil.com', 'a.b.pages.example.com', 'xpages.example.com', ''])
      expect(labelOfPagesHost(host), host).toBe('');
  });

  it("knows the pages origins and the page a URL names on the account's origin or the parent", () => {
    expect(isPagesOrigin(pagesOriginOf(3))).toBe(true);
    expect(isPagesOrigin('https://pages.example.com')).toBe(true);
    expect(isPagesOrigin('http://pages.example.com')).toBe(false);
    expect(isPagesOrigin('https://example.com')).toBe(false);
    expect(pageKeyOfUrl(`${pagesOriginOf(3)}/summer/`, 3)).toBe('summer');
    expect(pageKeyOfUrl('https://pages.example.com/summer', 3)).toBe('summer');
    expect(pageKeyOfUrl(`${pagesOriginOf(4)}/summer`, 3)).toBeNull();
    expect(pageKeyOfUrl('https://shop.example.com/summer', 3)).toBeNull();
  });
});
