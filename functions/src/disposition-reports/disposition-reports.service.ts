import type { AuthContext } from '../auth/auth-context';
import { open, seal } from '../platform/crypto/secret-box';
import type { Db } from '../platform/db/database';
import { sendToQueue } from '../platform/queue/queues';
import { findUserInAccount } from '../users/users.repository';
import {
  REPORT_QUEUED_TEXT,
  splitEmails,
  type DispositionBuildQueued,
  type DispositionDefaults,
} from './disposition-reports.schemas';
import * as repo from './disposition-reports.repository';

/**
 * The form's defaults (spec 2 §2.7): the addresses and password of the user's last report; before the
 * first one, the user's own e-mail and no password.
 */
export async function getDispositionDefaults(db: Db, auth: AuthContext): Promise<DispositionDefaults> {
  const saved = await repo.findDefaults(db, auth.scope, auth.userId);
  if (saved) return { userEmail: saved.user_email, password: open(saved.password_sealed) };
  const user = await findUserInAccount(db, auth.scope, auth.userId);
  return { userEmail: user?.email ?? '', password: '' };
}

export interface DispositionBuildRequest {
  from: string;
  to: string;
  emails: string;
  password: string;
  includeMessage: boolean;
  includeCustomFields: boolean;
}

/**
 * Queues a cross-campaign report build for the caller's account and saves the addresses and password as the
 * user's defaults, in one transaction; then puts the job on its queue (a lost message is re-sent by the
 * sweeper, so the commit comes first).
 */
export async function queueDispositionReport(
  db: Db,
  auth: AuthContext,
  request: DispositionBuildRequest,
): Promise<DispositionBuildQueued> {
  const emails = [...new Set(splitEmails(request.emails))];
  const sealed = seal(request.password);
  const reportId = await db.transaction().execute(async (trx) => {
    await repo.saveDefaults(trx, auth.scope, auth.userId, emails.join(', '), sealed);
    return repo.insertReport(trx, auth.scope, {
      userId: auth.userId,
      from: request.from,
      to: request.to,
      emails,
      passwordSealed: sealed,
      includeMessage: request.includeMessage,
      includeCustomFields: request.includeCustomFields,
    });
  });
  await sendToQueue('DispositionReports', { jobId: reportId });
  return { reportId, message: REPORT_QUEUED_TEXT };
}
