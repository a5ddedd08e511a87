import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { tenantScopeFor } from '../../platform/tenancy';
import { replayPathSchema } from '../webhooks.schemas';
import { replayCall } from '../webhooks.service';

/** The partner API's replay of one callback, by its id or webhook-id (the key's account only). */
export const handler = defineRoute(
  { name: 'POST /api/callbacks/{callId}/replay', access: 'apiKey', path: replayPathSchema },
  async ({ partner, path, log }) =>
    accepted(await replayCall(db(), { scope: tenantScopeFor(partner.accountId) }, path.callId, log)),
);
