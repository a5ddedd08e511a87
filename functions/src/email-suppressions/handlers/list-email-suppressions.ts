import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailSuppressionsQuerySchema } from '../email-suppressions.schemas';
import { listEmailSuppressions } from '../email-suppressions.service';

export const handler = defineRoute(
  { name: 'GET /api/email/suppressions', access: 'user', query: emailSuppressionsQuerySchema },
  async ({ auth, query }) => ok(await listEmailSuppressions(db(), auth, query)),
);
