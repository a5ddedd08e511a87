import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CurrentUser } from '@contracts/auth/auth.schemas';
import { displayNameOf } from '@/lib/auth';

export type UserMenuProps = { user: CurrentUser; onSignOut: () => void; signingOut: boolean };

const initialsOf = (user: CurrentUser): string =>
  ((user.firstName[0] ?? '') + (user.lastName[0] ?? '')).toUpperCase() ||
  (user.email[0] ?? '?').toUpperCase();

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The signed-in user's name and account, opening a menu with Sign out. */
export function UserMenu({ user, onSignOut, signingOut }: UserMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = displayNameOf(user);

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ borderRadius: 2, px: 1, py: 0.5, gap: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {/* The name comes from the content (an aria-label would have to repeat the visible text). */}
        <Box component="span" sx={VISUALLY_HIDDEN}>
          Account menu for{' '}
        </Box>
        <Avatar aria-hidden sx={{ width: 34, height: 34, fontSize: 14, bgcolor: 'primary.main' }}>
          {initialsOf(user)}
        </Avatar>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="user-name">
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {user.accountName}
          </Typography>
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 240 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
            <Typography variant="body2">{user.accountName}</Typography>
            <Chip size="small" label={user.role} color={user.role === 'Admin' ? 'secondary' : 'default'} />
          </Box>
        </Box>
        <Divider />
        <MenuItem
          disabled={signingOut}
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}
