import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { replayFailedBodySchema } from '../webhooks.schemas';
import { replayFailedCalls } from '../webhooks.service';

/** Webhooks History's Replay failed calls: the failed calls of a period sent again. */
export const handler = defineRoute(
  { name: 'POST /api/web-hooks/history/replay', access: 'user', body: replayFailedBodySchema },
  async ({ auth, body, log }) => accepted(await replayFailedCalls(db(), auth, body.from, body.to, log)),
);
