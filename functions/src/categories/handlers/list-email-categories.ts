import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { listCategoryGroups } from '../categories.service';

/** Spec 2 §7.6: the account's e-mail campaign categories, grouped like the SMS ones. */
export const handler = defineRoute({ name: 'GET /api/categories/email', access: 'user' }, async ({ auth }) =>
  ok(await listCategoryGroups(db(), auth, 'email')),
);
