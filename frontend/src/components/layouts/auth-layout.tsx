import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DevelopmentWarning } from './development-warning';
import { Footer } from './footer';
import { Logo } from './logo';

export type AuthLayoutProps = {
  children: ReactNode;
  /** Also show the development warning (auth, not legal). */
  showDevelopmentWarning?: boolean;
  /** Width of the content column in px. */
  width?: number;
};

/** Spec 3 §2.2: logo and footer around a centred column (auth and legal layouts). */
export function AuthLayout({ children, showDevelopmentWarning = true, width = 520 }: AuthLayoutProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background:
          'radial-gradient(1200px 600px at 50% -10%, rgba(99,102,241,0.16), transparent 70%), #f5f6fb',
      }}
    >
      <Container
        maxWidth={false}
        component="main"
        sx={{
          maxWidth: width,
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          pt: { xs: 4, sm: 8 },
          pb: 2,
        }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
          <RouterLink
            to={paths.home.getHref()}
            aria-label="Pulsar Messaging home"
            style={{ textDecoration: 'none' }}
          >
            <Logo size={40} />
          </RouterLink>
        </Box>
        {showDevelopmentWarning && <DevelopmentWarning />}
        {children}
      </Container>
      <Footer />
    </Box>
  );
}
