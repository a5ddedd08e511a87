import { db } from '../../../platform/db/database';
import { ok } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { listProviderHealth } from '../health.service';

/** The account's providers' health: state, last hour's delivery rate, norm, error rate, since, ramp weight. */
export const handler = defineRoute(
  { name: 'GET /api/sms/providers/health', access: 'user' },
  async ({ auth }) => ok({ providers: await listProviderHealth(db(), auth.scope) }),
);
