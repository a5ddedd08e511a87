import { db } from '../../platform/db/database';
import { created } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { addSendingDomainRequestSchema } from '../email-sending.schemas';
import { addSendingDomain } from '../sending-domains.service';

export const handler = defineRoute(
  { name: 'POST /api/email/sending-domains', access: 'user', body: addSendingDomainRequestSchema },
  async ({ auth, body }) => created(await addSendingDomain(db(), auth, body.domain)),
);
