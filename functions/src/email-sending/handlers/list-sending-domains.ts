import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listSendingDomains } from '../sending-domains.service';

export const handler = defineRoute(
  { name: 'GET /api/email/sending-domains', access: 'user' },
  async ({ auth, log }) => ok(await listSendingDomains(db(), auth, log)),
);
