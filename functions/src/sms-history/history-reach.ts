import type { AuthContext } from '../auth/auth-context';
import { forbidden } from '../platform/http/errors';
import type { TenantScope } from '../platform/tenancy';

/**
 * Whose rows a history lookup reads: the caller's account, or (administrators only, the global views)
 * every account. Only made from the signed-in caller, so a repository never reads across accounts for a
 * client even if a route forgot its access level.
 */
export type HistoryReach =
  { readonly kind: 'account'; readonly scope: TenantScope } | { readonly kind: 'global' };

/** The caller's reach: their account, or every account for an administrator's global view (else 403). */
export function historyReachOf(auth: AuthContext, global: boolean): HistoryReach {
  if (!global) return { kind: 'account', scope: auth.scope };
  if (auth.role !== 'Admin') throw forbidden();
  return { kind: 'global' };
}

/** The account id to filter on, or null for every account. */
export const reachAccountId = (reach: HistoryReach): number | null =>
  reach.kind === 'account' ? reach.scope.accountId : null;
