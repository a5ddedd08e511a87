import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser } from '../test-support/fixtures';

describe('GET /api/pages/templates', () => {
  it('lists the templates with their names and thumbnails, and serves each one’s html and css', async () => {
    const user = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(user.email, user.password);

    const list = await api.get<{ id: string; name: string; thumbnailUrl: string }[]>('/api/pages/templates');
    expect(list.status).toBe(200);
    expect(list.body.map((t) => t.name)).toEqual([
      'Blank (one column)',
      'Lead Capture',
      'Event Registration',
      'Product Launch',
      'Competition Entry',
    ]);
    expect(list.body[1]).toEqual({
      id: 'lead-capture',
      name: 'Lead Capture',
      thumbnailUrl: '/page-templates/lead-capture.png',
    });

    const one = await api.get<{ id: string; name: string; html: string; css: string }>(
      '/api/pages/templates/lead-capture',
    );
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: 'lead-capture', name: 'Lead Capture' });
    expect(one.body.html).toContain('<div class="page">');
    expect(one.body.css).toContain('max-width: 675px');
  });

  it('answers 404 for an unknown template, 400 for a malformed id and 401 when signed out', async () => {
    const user = await createAccountWithUser();
    const api = new ApiClient();
    await api.signIn(user.email, user.password);
    expect((await api.get('/api/pages/templates/no-such-template')).status).toBe(404);
    expect((await api.get('/api/pages/templates/..%2Fetc')).status).toBe(400);
    expect((await new ApiClient().get('/api/pages/templates')).status).toBe(401);
  });
});
