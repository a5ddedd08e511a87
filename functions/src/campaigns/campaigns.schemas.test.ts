import { describe, expect, it } from 'vitest';
import {
  campaignListRequestSchema,
  createTransactionalCampaignSchema,
  isValidClickUrl,
  messagesStepSchema,
  AB_VARIANTS_NEEDED,
  providerStepSchema,
  repliesStepSchema,
} from './campaigns.schemas';

const messagesOf = (r: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('click URLs (http, https or www)', () => {
  it.each([
    ['https://acme.test/offer?x=1', true],
    ['http://acme.co.za', true],
    ['www.acme.test', true],
    ['WWW.Acme.test/path', true],
    ['acme.test', false],
    ['ftp://acme.test', false],
    ['https://localhost', false],
    ['https://acme .test', false],
    ['javascript:alert(1)', false],
    ['www.', false],
  ])('%s → %s', (url, valid) => expect(isValidClickUrl(url)).toBe(valid));
});

describe('step schemas carry the spec’s messages', () => {
  it('provider step', () => {
    expect(messagesOf(providerStepSchema.safeParse({ option: null, providerId: null }))).toEqual([
      ['option', 'Please select a provider option'],
    ]);
    expect(
      messagesOf(providerStepSchema.safeParse({ option: 'SelectedProvider', providerId: null })),
    ).toEqual([['providerId', 'Please select a provider']]);
    expect(providerStepSchema.safeParse({ option: 'SpreadStandard', providerId: null }).success).toBe(true);
  });

  it('messages step', () => {
    expect(messagesOf(messagesStepSchema.safeParse({ messages: [], clickUrl: null }))).toEqual([
      ['messages', 'Please add at least one active message'],
    ]);
    expect(
      messagesOf(
        messagesStepSchema.safeParse({
          messages: [{ id: null, active: true, message: ' ' }],
          clickUrl: 'nope',
        }),
      ),
    ).toEqual([
      ['messages.0.message', 'Please enter a message'],
      ['clickUrl', 'Click URL must be a valid URL.'],
    ]);
    expect(
      messagesStepSchema.parse({ messages: [{ id: null, active: true, message: ' Hi ' }], clickUrl: '' }),
    ).toEqual({
      messages: [{ id: null, active: true, message: 'Hi', abVariant: false }],
      clickUrl: null,
      abTest: null,
    });
  });

  it('messages step: an A/B test needs two to four marked active messages, a 5-50% share, a 1-72 hour wait', () => {
    const m = (abVariant: boolean, active = true) => ({ id: null, active, message: 'Hi', abVariant });
    const step = (messages: ReturnType<typeof m>[], abTest: object) =>
      messagesOf(messagesStepSchema.safeParse({ messages, clickUrl: null, abTest }));
    const ok = { metric: 'clicks', testPercent: 20, waitHours: 4 };
    expect(step([m(true), m(true)], ok)).toEqual([]);
    expect(step([m(true), m(true, false)], ok)).toEqual([['abTest', AB_VARIANTS_NEEDED]]);
    expect(step([m(true), m(true), m(true), m(true), m(true)], ok)).toEqual([['abTest', AB_VARIANTS_NEEDED]]);
    expect(step([m(true), m(true)], { ...ok, testPercent: 4, waitHours: 73 })).toEqual([
      ['abTest.testPercent', 'The test share must be between 5% and 50%.'],
      ['abTest.waitHours', 'The wait must be between 1 and 72 hours.'],
    ]);
    expect(step([m(true), m(true)], { ...ok, testPercent: 51, waitHours: 0 })).toEqual([
      ['abTest.testPercent', 'The test share must be between 5% and 50%.'],
      ['abTest.waitHours', 'The wait must be between 1 and 72 hours.'],
    ]);
  });

  it('replies step', () => {
    expect(
      messagesOf(repliesStepSchema.safeParse({ receiveActive: true, type: null, staticKeyword: null })),
    ).toEqual([['type', 'Please select a reply type']]);
    expect(
      messagesOf(repliesStepSchema.safeParse({ receiveActive: true, type: 'Static', staticKeyword: '' })),
    ).toEqual([['staticKeyword', 'Please enter a keyword']]);
  });

  it('replies step: an optional http(s) callback URL', () => {
    const step = { receiveActive: true, type: 'Default', staticKeyword: null };
    expect(repliesStepSchema.parse({ ...step, callbackUrl: ' ' }).callbackUrl).toBeNull();
    expect(repliesStepSchema.parse(step).callbackUrl).toBeUndefined();
    expect(
      repliesStepSchema.parse({ ...step, callbackUrl: ' https://crm.example.com/sms?x=1 ' }).callbackUrl,
    ).toBe('https://crm.example.com/sms?x=1');
    const invalid = 'Please enter a valid URL starting with http:// or https://';
    for (const url of [
      'ftp://example.com/x',
      'example.com/hook',
      'https://exa mple.com',
      'http://',
      'javascript:alert(1)',
    ])
      expect(messagesOf(repliesStepSchema.safeParse({ ...step, callbackUrl: url })), url).toEqual([
        ['callbackUrl', invalid],
      ]);
    expect(
      messagesOf(repliesStepSchema.safeParse({ ...step, callbackUrl: 'https://u:p@example.com/' })),
    ).toEqual([['callbackUrl', 'The callback URL cannot contain a user name or password.']]);
    expect(
      messagesOf(
        repliesStepSchema.safeParse({ ...step, callbackUrl: `https://example.com/${'a'.repeat(2000)}` }),
      ),
    ).toEqual([['callbackUrl', 'The callback URL can have at most 2000 characters.']]);
  });

  it('create: a name and exactly one form of category', () => {
    expect(messagesOf(createTransactionalCampaignSchema.safeParse({ name: '', categoryId: 1 }))).toEqual([
      ['name', 'Campaign name is required.'],
    ]);
    expect(messagesOf(createTransactionalCampaignSchema.safeParse({ name: 'x' }))).toEqual([
      ['categoryId', 'Campaign category is required.'],
    ]);
    expect(createTransactionalCampaignSchema.safeParse({ name: 'x', newCategoryName: 'New' }).success).toBe(
      true,
    );
  });

  it('list request: defaults to name ascending, page 1 of 10', () => {
    expect(campaignListRequestSchema.parse({})).toEqual({
      sort: { field: 'name', direction: 'asc' },
      filters: [],
      pagination: { page: 1, rowsPerPage: 10 },
    });
  });
});
