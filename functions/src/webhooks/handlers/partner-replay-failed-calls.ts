import { BODY_LIMITS } from '../../platform/http/body-limit.middleware';
import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { tenantScopeFor } from '../../platform/tenancy';
import { replayFailedBodySchema } from '../webhooks.schemas';
import { replayFailedCalls } from '../webhooks.service';

/** The partner API's replay of the failed callbacks of a period (the key's account only). */
export const handler = defineRoute(
  {
    name: 'POST /api/callbacks/replay',
    access: 'apiKey',
    maxBodyBytes: BODY_LIMITS.partnerSend,
    body: replayFailedBodySchema,
  },
  async ({ partner, body, log }) =>
    accepted(
      await replayFailedCalls(db(), { scope: tenantScopeFor(partner.accountId) }, body.from, body.to, log),
    ),
);
