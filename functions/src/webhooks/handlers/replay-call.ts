import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { replayPathSchema } from '../webhooks.schemas';
import { replayCall } from '../webhooks.service';

/** Webhooks History's Replay: one call sent again. */
export const handler = defineRoute(
  { name: 'POST /api/web-hooks/history/{callId}/replay', access: 'user', path: replayPathSchema },
  async ({ auth, path, log }) => accepted(await replayCall(db(), auth, path.callId, log)),
);
