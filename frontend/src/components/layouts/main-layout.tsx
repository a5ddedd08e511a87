import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { Logo } from './logo';
import { NavMenu } from './nav-menu';
import { UserMenu } from './user-menu';
import { useSignOutAction } from './use-sign-out-action';

const DRAWER_WIDTH = 264;

/** The signed-in shell: app bar (logo, user menu), navigation drawer, page content (`wide`: full width). */
export function MainLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { user } = useCurrentUser();
  const [mobileOpen, setMobileOpen] = useState(false);
  const { signOut, signingOut } = useSignOutAction();
  const menu = <NavMenu role={user?.role} onNavigate={() => setMobileOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={{
          zIndex: (theme) => theme.zIndex.drawer + 1,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            aria-label={mobileOpen ? 'Close navigation menu' : 'Open navigation menu'}
            aria-expanded={mobileOpen}
            onClick={() => setMobileOpen((open) => !open)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <RouterLink
            to={paths.home.getHref()}
            aria-label="Pulsar Messaging: Dashboard"
            style={{ display: 'flex', textDecoration: 'none' }}
          >
            <Logo size={30} />
          </RouterLink>
          <Box sx={{ flex: 1 }} />
          {user && <UserMenu user={user} onSignOut={signOut} signingOut={signingOut} />}
        </Toolbar>
      </AppBar>

      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          {menu}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, borderRightColor: 'divider' },
          }}
        >
          <Toolbar />
          {menu}
        </Drawer>
      </Box>

      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        <Container maxWidth={wide ? false : 'lg'} sx={{ py: { xs: 3, md: 4 } }}>
          {children}
        </Container>
      </Box>
    </Box>
  );
}
