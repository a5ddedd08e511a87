import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { acceptSend } from '../send.service';
import { campaignIdPathSchema } from '../../campaigns/campaigns.schemas';
import { testSendBodySchema } from '../sending.schemas';

/** The editor's "Send a test": one message to a number the user types, through the partners' send path. */
export const handler = defineRoute(
  {
    name: 'POST /api/sms/campaigns/{id}/test-send',
    access: 'user',
    path: campaignIdPathSchema,
    body: testSendBodySchema,
  },
  async ({ auth, path, body, log }) => {
    const caller = { scope: auth.scope, source: 'Test' as const, apiKeyId: null };
    return accepted(await acceptSend(db(), caller, path.id, { to: body.to }, log));
  },
);
