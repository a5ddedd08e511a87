import type { ReactNode } from 'react';
import type { Role } from '@contracts/auth/auth.schemas';
import { ForbiddenPanel } from '@/components/errors/forbidden-panel';
import { useCurrentUser } from '@/lib/auth';

/** Renders children only for users with the route's role (when it names one). */
export function RoleGate({ role, children }: { role: Role | undefined; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (role && user?.role !== role) return <ForbiddenPanel />;
  return children;
}
