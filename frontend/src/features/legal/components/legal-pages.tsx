import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet, useLocation, useMatches } from 'react-router-dom';
import { currentHandle } from '@/app/route-handle';
import { paths } from '@/config/paths';

const TABS = [
  { label: 'Terms of Use', to: paths.legal.termsOfUse.path },
  { label: 'Privacy Policy', to: paths.legal.privacyPolicy.path },
] as const;

/** Spec 3 §2.14: a tab bar switches between the two documents; the heading is the current tab's title. */
export function LegalPages() {
  const { pathname } = useLocation();
  const title = currentHandle(useMatches())?.title ?? 'Legal Pages';
  const current = TABS.find((tab) => pathname.startsWith(tab.to))?.to ?? false;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box component="nav" aria-label="Legal pages" sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current}>
          {TABS.map((tab) => (
            <Tab
              key={tab.to}
              label={tab.label}
              value={tab.to}
              component={RouterLink}
              to={tab.to}
              aria-current={current === tab.to ? 'page' : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Outlet />
    </Paper>
  );
}
