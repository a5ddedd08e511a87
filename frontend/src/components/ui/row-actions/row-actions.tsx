import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

// A table row's action icons (the lists' and campaign lists' Actions column).

/** The row's actions, right-aligned on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

type RowActionProps = {
  /** The tooltip. */
  title: string;
  /** The accessible name (names the row). */
  label: string;
  icon: ReactNode;
};

/** An action that opens a screen: an icon link with a tooltip. */
export function RowLinkAction({ title, label, icon, to }: RowActionProps & { to: string }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ p: 0.5 }} component={RouterLink} to={to} aria-label={label}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/** An action done on the spot: an icon button with a tooltip. */
export function RowButtonAction({ title, label, icon, onClick }: RowActionProps & { onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ p: 0.5 }} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
