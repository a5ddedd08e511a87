import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailIdPathSchema } from '../emails.schemas';
import { getEmail } from '../emails.service';

export const handler = defineRoute(
  { name: 'GET /api/emails/{emailId}', access: 'user', path: emailIdPathSchema },
  async ({ auth, path }) => ok(await getEmail(db(), auth, path.emailId)),
);
