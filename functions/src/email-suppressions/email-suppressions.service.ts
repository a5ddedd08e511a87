import type { z } from 'zod';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import type { Logger } from '../platform/log';
import { toSuppressionRow } from './email-suppressions.mapper';
import * as repo from './email-suppressions.repository';
import type { EmailSuppressionsResponse, emailSuppressionsQuerySchema } from './email-suppressions.schemas';

// Settings › Email suppressions: the account lists its suppressed addresses and lifts one. A lift keeps the
// row (who lifted it, when) and the address may be e-mailed again from the next send on; a later bounce,
// complaint or unsubscribe suppresses it anew.

export async function listEmailSuppressions(
  db: Db,
  auth: AuthContext,
  query: z.output<typeof emailSuppressionsQuerySchema>,
): Promise<EmailSuppressionsResponse> {
  const offset = (query.page - 1) * query.rowsPerPage;
  const [rows, totalRows] = await Promise.all([
    repo.listSuppressions(db, auth.scope, query.search, query.rowsPerPage, offset),
    repo.countSuppressions(db, auth.scope, query.search),
  ]);
  return { rows: rows.map(toSuppressionRow), totalRows };
}

/** Lifts the account's suppression `id` (404 when it is not the account's); lifting a lifted one changes nothing. */
export async function liftEmailSuppression(
  db: Db,
  auth: AuthContext,
  id: number,
  log: Logger,
): Promise<void> {
  const found = await repo.findSuppression(db, auth.scope, id);
  if (!found) throw notFound('The suppression');
  if (found.lifted_at) return;
  if (await repo.liftSuppression(db, auth.scope, id, auth.userId, new Date()))
    log.info('E-mail suppression lifted', { suppressionId: id, userId: auth.userId });
}
