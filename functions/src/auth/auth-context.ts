import type { TenantScope } from '../platform/tenancy';
import type { Role } from './auth.schemas';

/** The signed-in caller, established from the session cookie. */
export interface AuthContext {
  userId: number;
  accountId: number;
  role: Role;
  sessionId: number;
  /** Pass this to repositories: every tenant query is scoped by it. */
  scope: TenantScope;
}
