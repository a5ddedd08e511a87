import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../platform/db/database';
import type { ProviderShort } from './providers.schemas';
import { listProviders } from './providers.repository';

/** The account's providers, short form. */
export async function listShortProviders(db: Db, auth: AuthContext): Promise<ProviderShort[]> {
  const rows = await listProviders(db, auth.scope);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    reverseBilled: r.reverse_billed === 1,
    active: r.active === 1,
  }));
}
