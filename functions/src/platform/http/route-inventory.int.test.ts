// Every route declared in the per-area functions.yml files, called without a session: only the
// routes meant for anonymous visitors may answer anything but 401. New routes are covered by
// construction, so a route that forgets its access level fails here.
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../../test-support/api-client';
import { declaredRoutes } from '../../test-support/declared-routes';

const PUBLIC_ROUTES = new Set([
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-out',
  'GET /api/settings/public',
  'GET /api/health',
  // The partner API's OpenAPI document (issue 27): public and cacheable.
  'GET /api/openapi.json',
  // Short links in SMS messages: anyone with the link (302 or the not-found page).
  'GET /s/{code}',
  'HEAD /s/{code}',
  // E-mailed report links: the token is the credential (302 to the archive, or a page saying why not).
  'GET /api/reports/download/{token}',
  // Public landing pages on their own origin (issue 13): the page, its assets and its form.
  'GET /p/{pageKey}',
  'GET /p/{pageKey}/assets/{path+}',
  'POST /p/{pageKey}/submit',
  // Self-service sign-up (issue 15): visitors without an account.
  'GET /api/user/sign-up/allowed',
  'POST /api/user/sign-up',
  'POST /api/user/sign-up/email-exists',
  'POST /api/user/sign-up/resend-email',
  'POST /api/user/sign-up/check-email-token',
  'POST /api/user/sign-up/complete',
  // E-mail campaigns (issue 14): the links in an e-mail (token = the credential) and SES's SNS notifications
  // (their signature is the credential).
  'GET /api/email/o/{file}',
  'HEAD /api/email/o/{file}',
  'GET /api/email/c/{token}',
  'HEAD /api/email/c/{token}',
  'GET /api/email/u/{token}',
  'HEAD /api/email/u/{token}',
  'POST /api/email/u/{token}',
  'POST /api/email/ses-events',
  // Twilio's status callbacks and incoming messages (issue 30): X-Twilio-Signature is the credential (403 without).
  'POST /api/webhooks/twilio/{providerId}/status',
  'POST /api/webhooks/twilio/{providerId}/inbound',
  // Clickatell's status and reply callbacks (issue 30): the provider's webhook secret in the URL (403 without).
  'POST /api/webhooks/clickatell/{providerId}/status',
  'POST /api/webhooks/clickatell/{providerId}/inbound',
]);

describe('route inventory', () => {
  const routes = declaredRoutes();

  it('finds the declared routes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(12);
  });

  // Every route's first call starts its function (about 150 of them): four at a time, with time to spare.
  it(
    'answers 401 without a session on every route that is not meant for anonymous visitors',
    { timeout: 180_000 },
    async () => {
      const client = new ApiClient();
      const guarded = routes.filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.path}`));
      for (let i = 0; i < guarded.length; i += 4) {
        await Promise.all(
          guarded.slice(i, i + 4).map(async (route) => {
            const path = route.path.replace(/\{[^}]+\}/g, '1');
            const answer = await client.request(
              route.method,
              path,
              route.method === 'GET' ? {} : { json: {} },
            );
            expect(answer.status, `${route.method} ${route.path}`).toBe(401);
          }),
        );
      }
    },
  );
});
