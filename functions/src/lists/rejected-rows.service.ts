import type { AuthContext } from '../auth/auth-context';
import { findOwnAccount } from '../accounts/accounts.repository';
import { EXPORT_REFUSED } from '../list-exports/list-exports.schemas';
import { downloadLink } from '../platform/csv/csv-export';
import type { Db } from '../platform/db/database';
import { apiError } from '../platform/http/errors';
import { rejectedRowsKey } from './import.service';

/**
 * A short-lived link to an import's rejected rows (they hold contacts): 403 when the account's downloads
 * are limited, like the contacts export and the DMA files (spec 1 §6); 404 for another account's import.
 */
export async function rejectedRowsLink(db: Db, auth: AuthContext, jobId: number): Promise<string> {
  const account = await findOwnAccount(db, auth.scope);
  if (!account || account.limit_downloads) throw apiError(403, 'FORBIDDEN', EXPORT_REFUSED);
  const key = await rejectedRowsKey(db, auth, jobId);
  return downloadLink('Uploads', key, `rejected-rows-${jobId}.csv`);
}
