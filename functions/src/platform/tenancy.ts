// A tenant scope can only be made from an authenticated session, so a repository that asks for one
// cannot be called with an account id a handler picked up from the request.

declare const brand: unique symbol;

/** The caller's account, as established by the session. */
export type TenantScope = { readonly accountId: number; readonly [brand]: 'TenantScope' };

/** Used by the authentication layer (and tests/seeds) only. */
export function tenantScopeFor(accountId: number): TenantScope {
  return { accountId } as TenantScope;
}
