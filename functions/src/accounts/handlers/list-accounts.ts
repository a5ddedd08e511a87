import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listAccounts } from '../accounts.service';

export const handler = defineRoute({ name: 'GET /api/admin/accounts', access: 'admin' }, async () =>
  ok(await listAccounts(db())),
);
