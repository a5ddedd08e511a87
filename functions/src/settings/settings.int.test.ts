import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';

describe('settings and countries', () => {
  it('answers each user with their own account’s settings', async () => {
    const a = await createAccountWithUser();
    const b = await createAccountWithUser();
    await testDb()
      .updateTable('accounts')
      .set({ limit_downloads: 1, allow_internationalisation: 1, default_country_iso3166: 'NL' })
      .where('id', '=', a.accountId)
      .execute();
    const apiA = new ApiClient();
    await apiA.signIn(a.email, a.password);
    const apiB = new ApiClient();
    await apiB.signIn(b.email, b.password);

    expect((await apiA.get('/api/user/settings')).body).toEqual({
      allowInternationalisation: true,
      defaultCountryIso3166: 'NL',
    });
    expect((await apiB.get('/api/user/settings')).body).toEqual({
      allowInternationalisation: false,
      defaultCountryIso3166: 'ZA',
    });
    expect((await apiA.get('/api/settings')).body).toMatchObject({
      limitDownloads: true,
      apiHost: expect.stringMatching(/^http/),
    });
    expect((await apiB.get('/api/settings')).body).toMatchObject({ limitDownloads: false });
  });

  it('lists countries by name with ISO 3166 codes, South Africa among them', async () => {
    const user = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(user.email, user.password);
    const answer = await api.get<{ iso3166Code: string; name: string }[]>('/api/country');
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBeGreaterThan(200);
    expect(answer.body).toContainEqual({ iso3166Code: 'ZA', name: 'South Africa' });
    const names = answer.body.map((c) => c.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
  });

  it('needs a session for user settings, but not for the public footer settings', async () => {
    expect((await new ApiClient().get('/api/user/settings')).status).toBe(401);
    expect((await new ApiClient().get('/api/settings')).status).toBe(401);
    const pub = await new ApiClient().get('/api/settings/public');
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ companyName: 'Pulsar Messaging', developmentVersion: true });
    // No chat service is configured locally or in tests: the SPA loads nothing from one.
    expect(pub.body).toHaveProperty('chat', null);
  });
});
