import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import { listCustomKeywords } from './keywords.repository';
import { KEYWORD_NOT_UNIQUE, KEYWORD_REQUIRED, type CustomKeyword } from './keywords.schemas';
import { RESERVED_KEYWORDS } from './reserved-keywords';

async function signedIn() {
  const user = await createAccountWithUser();
  const api = new ApiClient();
  await api.signIn(user.email, user.password);
  return { user, api };
}

const save = (api: ApiClient, kind: string, keywords: unknown[]) =>
  api.post<CustomKeyword[] & ErrorBody>(`/api/sms/keywords/${kind}`, { keywords });

describe('lead and optout keywords', () => {
  it('lists the reserved keywords of each kind', async () => {
    const { api } = await signedIn();
    expect((await api.get('/api/sms/keywords/reserved/optout')).body).toEqual([...RESERVED_KEYWORDS.Optout]);
    expect((await api.get('/api/sms/keywords/reserved/lead')).body).toEqual(['YES']);
    expect((await api.get('/api/sms/keywords/reserved/spam')).status).toBe(400);
  });

  it('saves each kind’s custom keywords as a whole list, trimmed, in order, with their operation', async () => {
    const { user, api } = await signedIn();
    expect((await api.get('/api/sms/keywords/lead')).body).toEqual([]);
    const saved = await save(api, 'lead', [
      { keyword: '  Interested ', operation: 'Contains' },
      { keyword: 'INFO' },
      { keyword: 'Price', operation: 'Equals' },
    ]);
    expect(saved.status).toBe(200);
    const expected = [
      { keyword: 'Interested', operation: 'Contains' },
      { keyword: 'INFO', operation: 'StartsWith' },
      { keyword: 'Price', operation: 'Equals' },
    ];
    expect(saved.body).toEqual(expected);
    expect((await api.get('/api/sms/keywords/lead')).body).toEqual(expected);
    await save(api, 'optout', [{ keyword: 'Remove me', operation: 'Equals' }]);
    // Replacing drops what is not in the new list.
    await save(api, 'lead', [{ keyword: 'Price', operation: 'Equals' }]);
    expect((await api.get('/api/sms/keywords/lead')).body).toEqual([
      { keyword: 'Price', operation: 'Equals' },
    ]);
    expect((await api.get('/api/sms/keywords/optout')).body).toEqual([
      { keyword: 'Remove me', operation: 'Equals' },
    ]);
    // What classification reads (listCustomKeywords, as helper A calls it).
    expect(await listCustomKeywords(testDb(), user.accountId)).toEqual([
      { kind: 'Lead', keyword: 'Price', normalized: 'PRICE', operation: 'Equals' },
      { kind: 'Optout', keyword: 'Remove me', normalized: 'REMOVE ME', operation: 'Equals' },
    ]);
    expect(await save(api, 'lead', [])).toMatchObject({ status: 200, body: [] });
    expect(await listCustomKeywords(testDb(), user.accountId, 'Lead')).toEqual([]);
  });

  it('refuses a keyword that is not unique among custom and reserved keywords, on the row at fault', async () => {
    const { api } = await signedIn();
    await save(api, 'lead', [{ keyword: 'Interested' }]);
    const cases: [string, unknown[], string][] = [
      // a reserved keyword of the same kind or of the other kind, whatever its case and spaces
      ['lead', [{ keyword: 'Call me' }, { keyword: ' yes ' }], 'keywords.1.keyword'],
      ['lead', [{ keyword: 'stop' }], 'keywords.0.keyword'],
      ['optout', [{ keyword: 'Yes' }], 'keywords.0.keyword'],
      // the other kind's custom keyword
      ['optout', [{ keyword: 'Unsub' }, { keyword: 'INTERESTED ' }], 'keywords.1.keyword'],
      // twice in the same list
      ['optout', [{ keyword: 'Remove' }, { keyword: 'remove' }], 'keywords.1.keyword'],
    ];
    for (const [kind, keywords, field] of cases) {
      const answer = await save(api, kind, keywords);
      expect(answer.status, JSON.stringify(keywords)).toBe(400);
      expect(answer.body.error.fields, JSON.stringify(keywords)).toEqual({ [field]: [KEYWORD_NOT_UNIQUE] });
    }
    // Nothing of a refused list was saved.
    expect((await api.get('/api/sms/keywords/optout')).body).toEqual([]);
    expect((await api.get('/api/sms/keywords/lead')).body).toEqual([
      { keyword: 'Interested', operation: 'StartsWith' },
    ]);
    // Moving a keyword from one kind to the other: free it first, then it can be saved as the other kind.
    await save(api, 'lead', []);
    expect((await save(api, 'optout', [{ keyword: 'interested' }])).status).toBe(200);
  });

  it('keeps accounts apart and refuses malformed lists', async () => {
    const { api } = await signedIn();
    const other = await signedIn();
    await save(api, 'lead', [{ keyword: 'Deal' }]);
    expect((await save(other.api, 'optout', [{ keyword: 'Deal' }])).status).toBe(200);
    expect((await other.api.get('/api/sms/keywords/lead')).body).toEqual([]);
    const blank = await save(api, 'lead', [{ keyword: '   ' }]);
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ 'keywords.0.keyword': [KEYWORD_REQUIRED] });
    const badOperation = await save(api, 'lead', [{ keyword: 'Deal', operation: 'Regex' }]);
    expect(Object.keys(badOperation.body.error.fields ?? {})).toEqual(['keywords.0.operation']);
    expect((await api.post<ErrorBody>('/api/sms/keywords/lead', {})).status).toBe(400);
    expect((await api.get('/api/sms/keywords/lead')).body).toEqual([
      { keyword: 'Deal', operation: 'StartsWith' },
    ]);
  });
});
