import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { addUser, createAccountWithUser } from '../test-support/fixtures';

describe('archiving users (administrators)', () => {
  it('ends an archived user’s sessions at once, refuses their sign-in, and lets them back after unarchiving', async () => {
    const admin = await createAccountWithUser('Admin');
    const target = await createAccountWithUser();
    const adminClient = new ApiClient();
    await adminClient.signIn(admin.email, admin.password);
    const targetClient = new ApiClient();
    await targetClient.signIn(target.email, target.password);

    expect((await adminClient.post(`/api/user/${target.id}/archive`)).status).toBe(204);
    expect((await targetClient.get('/api/user/current')).status).toBe(401);
    const refused = await new ApiClient().post('/api/auth/sign-in', {
      email: target.email,
      password: target.password,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: expect.stringContaining('archived') } });

    expect((await adminClient.post(`/api/user/${target.id}/unarchive`)).status).toBe(204);
    expect(
      (await new ApiClient().post('/api/auth/sign-in', { email: target.email, password: target.password }))
        .status,
    ).toBe(200);
  });

  it('answers 404 for a user that does not exist and 400 for an id that is not a number', async () => {
    const admin = await createAccountWithUser('Admin');
    const client = new ApiClient();
    await client.signIn(admin.email, admin.password);
    expect((await client.post('/api/user/999999999/archive')).status).toBe(404);
    const bad = await client.post('/api/user/abc/archive');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { id: ['User id must be a number'] } } });
  });

  it('forbids a client from administrator routes (403) and leaves the target untouched', async () => {
    const client = await createAccountWithUser();
    const colleague = await addUser(client.accountId);
    const api = new ApiClient();
    await api.signIn(client.email, client.password);
    const archive = await api.post(`/api/user/${colleague.id}/archive`);
    expect(archive.status).toBe(403);
    expect(archive.body).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'You do not have permission to do that.' },
    });
    expect((await api.get('/api/admin/accounts')).status).toBe(403);
    const colleagueApi = new ApiClient();
    await colleagueApi.signIn(colleague.email, colleague.password);
    expect((await colleagueApi.get('/api/user/current')).status).toBe(200);
  });

  it('lists accounts with their user counts for an administrator', async () => {
    const admin = await createAccountWithUser('Admin');
    const other = await createAccountWithUser();
    await addUser(other.accountId);
    const api = new ApiClient();
    await api.signIn(admin.email, admin.password);
    const answer = await api.get<{ id: number; userCount: number }[]>('/api/admin/accounts');
    expect(answer.status).toBe(200);
    expect(answer.body.find((a) => a.id === other.accountId)).toMatchObject({ userCount: 2 });
  });
});
