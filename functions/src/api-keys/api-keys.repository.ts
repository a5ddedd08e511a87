// TEMPORARY (replaced by the API keys branch at merge).
import type { DbOrTrx } from '../platform/db/database';

export function findKeyByHash(db: DbOrTrx, hash: Buffer) {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst();
}
