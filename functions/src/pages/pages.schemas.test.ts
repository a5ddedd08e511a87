import { describe, expect, it } from 'vitest';
import {
  createPageSchema,
  formSubmitActionsSchema,
  isValidHttpUrl,
  PAGE_TEXTS,
  suggestPageKey,
} from './pages.schemas';

describe('suggestPageKey', () => {
  it('lowercases and replaces every non-alphanumeric run with a hyphen (spec §2.3)', () => {
    expect(suggestPageKey('Summer Sale -- 2026!')).toBe('summer-sale-2026-');
    expect(suggestPageKey('Ünïcode & Co')).toBe('-n-code-co');
  });
});

describe('createPageSchema', () => {
  it('answers the spec texts', () => {
    const parsed = createPageSchema.safeParse({ name: '', key: '', title: '' });
    expect(parsed.success).toBe(false);
    const messages = parsed.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual([
      `name: ${PAGE_TEXTS.nameRequired}`,
      `key: ${PAGE_TEXTS.keyRequired}`,
      `title: ${PAGE_TEXTS.titleRequired}`,
    ]);
    expect(createPageSchema.safeParse({ name: 'a', key: 'A-b_9', title: 't' }).success).toBe(true);
  });
});

describe('formSubmitActionsSchema', () => {
  it('fills the defaults of the parts an action does not use', () => {
    const parsed = formSubmitActionsSchema.parse({
      formSubmitPageAction: { type: 0 },
      formSubmitLeadAction: { type: 0 },
    });
    expect(parsed).toEqual({
      formSubmitPageAction: { type: 0, message: null, redirectUrl: null, otherPageId: null },
      formSubmitLeadAction: { type: 0, postUrl: null, httpVerb: null, contentType: null, parameters: [] },
    });
  });

  it('does not ask a GET lead post for a content type', () => {
    const parsed = formSubmitActionsSchema.safeParse({
      formSubmitPageAction: { type: 0 },
      formSubmitLeadAction: { type: 1, postUrl: 'http://127.0.0.1:9/x', httpVerb: 0 },
    });
    expect(parsed.success).toBe(true);
  });
});

describe('isValidHttpUrl', () => {
  it('takes http(s) URLs with a host, with #VAR# variables', () => {
    expect(isValidHttpUrl('https://example.com/t?n=#FIRSTNAME#&c=#CELLPHONENUMBER#')).toBe(true);
    for (const bad of ['example.com', 'ftp://x.test', 'https://', 'https://a b.test', 'javascript:alert(1)'])
      expect(isValidHttpUrl(bad), bad).toBe(false);
  });
});
