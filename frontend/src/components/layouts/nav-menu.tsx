import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { SvgIconComponent } from '@mui/icons-material';
import { Fragment } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router-dom';
import type { Role } from '@contracts/auth/auth.schemas';
import { paths } from '@/config/paths';
import { productAreasFor, type ProductArea } from '@/config/product-areas';

export type NavMenuProps = { role: Role | undefined; onNavigate?: () => void };

/** The product areas the user may open, grouped, with the current one highlighted. */
export function NavMenu({ role, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const areas = productAreasFor(role);
  const groups = [...new Set(areas.map((area) => area.group))];
  const isActive = (path: string) => matchPath({ path, end: path === '/' }, pathname) !== null;

  return (
    <List component="nav" aria-label="Main navigation" dense sx={{ py: 1 }}>
      <NavItem
        title="Dashboard"
        path={paths.home.path}
        icon={DashboardOutlined}
        active={isActive(paths.home.path)}
        onNavigate={onNavigate}
      />
      {groups.map((group) => (
        <Fragment key={group}>
          <ListSubheader
            // A heading inside the <nav>, not an <li> outside any list.
            component="div"
            disableSticky
            sx={{
              lineHeight: '32px',
              mt: 1,
              fontSize: 11,
              fontWeight: 700,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
              bgcolor: 'transparent',
            }}
          >
            {group}
          </ListSubheader>
          {areas
            .filter((area) => area.group === group)
            .map((area: ProductArea) => (
              <NavItem
                key={area.path}
                title={area.title}
                path={area.path}
                icon={area.icon}
                active={[area.path, ...(area.alsoUnder ?? [])].some(isActive)}
                onNavigate={onNavigate}
              />
            ))}
        </Fragment>
      ))}
    </List>
  );
}

type NavItemProps = {
  title: string;
  path: string;
  icon: SvgIconComponent;
  active: boolean;
  onNavigate: (() => void) | undefined;
};

function NavItem({ title, path, icon: Icon, active, onNavigate }: NavItemProps) {
  return (
    <ListItemButton
      component={RouterLink}
      to={path}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    >
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={title}
        slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500, fontSize: 14 } } }}
      />
    </ListItemButton>
  );
}
