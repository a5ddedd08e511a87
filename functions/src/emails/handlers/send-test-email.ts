import { db } from '../../platform/db/database';
import { accepted } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { sendTestEmail } from '../emails.service';

export const handler = defineRoute({ name: 'POST /api/emails/test', access: 'user' }, async ({ auth }) =>
  accepted(await sendTestEmail(db(), auth)),
);
