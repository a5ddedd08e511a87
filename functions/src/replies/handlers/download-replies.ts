import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { downloadRepliesSchema } from '../replies.schemas';
import { downloadReplies } from '../replies-download.service';

// Answers a short-lived link to the file in the Reports bucket (saved as replies.csv), so a large range
// never passes through the API; the SPA navigates to it.
export const handler = defineRoute(
  { name: 'POST /api/sms/responses/download', access: 'user', body: downloadRepliesSchema },
  async ({ auth, body }) =>
    ok(await downloadReplies(db(), auth, body), { headers: { 'Cache-Control': 'no-store' } }),
);
