import { disableApiKeysOfUser } from '../api-keys/api-keys.service';
import { deleteSessionsOfUser } from '../auth/auth.repository';
import type { AuthContext } from '../auth/auth-context';
import type { CurrentUser } from '../auth/auth.schemas';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import { findUserInAccount, setUserArchived } from './users.repository';
import { toCurrentUser } from './users.mapper';

/** The signed-in user. */
export async function getCurrentUser(db: Db, auth: AuthContext): Promise<CurrentUser> {
  const row = await findUserInAccount(db, auth.scope, auth.userId);
  if (!row) throw notFound('The user');
  return toCurrentUser(row);
}

/**
 * Archives a user: their sessions end and the API keys they created are disabled at once (spec 3's
 * archive dialog). Unarchiving lets them sign in again; disabled keys stay disabled (a key switched
 * off for an archive does not come back silently; the user creates a new one).
 */
export async function changeUserArchived(db: Db, userId: number, archived: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await setUserArchived(trx, userId, archived))) throw notFound('The user');
    if (archived) {
      await deleteSessionsOfUser(trx, userId);
      await disableApiKeysOfUser(trx, userId);
    }
  });
}
