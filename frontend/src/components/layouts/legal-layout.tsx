import type { ReactNode } from 'react';
import { AuthLayout } from './auth-layout';

/** Spec 3 §2.2 legal layout: logo and footer, wider, without the development warning. */
export function LegalLayout({ children }: { children: ReactNode }) {
  return (
    <AuthLayout showDevelopmentWarning={false} width={900}>
      {children}
    </AuthLayout>
  );
}
