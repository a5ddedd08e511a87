import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { sendingDomainPathSchema } from '../email-sending.schemas';
import { removeSendingDomain } from '../sending-domains.service';

export const handler = defineRoute(
  { name: 'DELETE /api/email/sending-domains/{domain}', access: 'user', path: sendingDomainPathSchema },
  async ({ auth, path, log }) => {
    await removeSendingDomain(db(), auth, path.domain, log);
    return noContent();
  },
);
