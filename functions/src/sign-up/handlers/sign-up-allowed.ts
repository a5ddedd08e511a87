import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { signUpAllowed } from '../sign-up.service';
import { visitorOf } from '../sign-up.visitor';

export const handler = defineRoute(
  { name: 'GET /api/user/sign-up/allowed', access: 'public' },
  async ({ event }) => ok(signUpAllowed(visitorOf(event)), { headers: { 'Cache-Control': 'no-store' } }),
);
