import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { campaignTime, NONE_SELECTED, onOffText, statusLabelOf } from '@/lib/campaign-display';

// Cells of the campaign lists (SMS spec 1 §2.1, e-mail spec 2 §2.10).

/** Muted text for N/A and 'None selected'. */
export function MutedText({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A status label; Completed has none. */
export function StatusCell({ status }: { status: number }) {
  const label = statusLabelOf(status);
  if (!label) return null;
  return (
    <Chip
      size="small"
      label={label.text}
      color={label.color}
      variant={label.color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22, fontSize: 11.5, '& .MuiChip-label': { px: 1 } }}
    />
  );
}

/** A daily send time stored in South African time, converted when the campaign's zone differs. */
export function TimeCell({ time, timeZone }: { time: string | null; timeZone: string }) {
  if (!time) return <MutedText>{NONE_SELECTED}</MutedText>;
  const shown = campaignTime(time, timeZone);
  if (!shown.offset) {
    return (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {shown.time}
        <Caption>SAST</Caption>
      </Box>
    );
  }
  return (
    <Tooltip title={shown.sast} arrow>
      <Box
        component="span"
        tabIndex={0}
        aria-label={`${shown.time} ${shown.offset} (${shown.sast})`}
        sx={{ display: 'inline-block', whiteSpace: 'nowrap', borderBottom: '1px dotted', cursor: 'help' }}
      >
        {shown.time}
        <Caption>{shown.offset}</Caption>
      </Box>
    </Tooltip>
  );
}

function Caption({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="span"
      variant="caption"
      color="text.secondary"
      sx={{ display: 'block', lineHeight: 1.2 }}
    >
      {children}
    </Typography>
  );
}

/** Recycle and rest days: zero or less is a danger (red) label. */
export function DaysCell({ days }: { days: number }) {
  if (days > 0) return <>{days}</>;
  return <Chip size="small" color="error" label={days} sx={{ fontWeight: 700, minWidth: 32 }} />;
}

/** Send and receive status. */
export function OnOffCell({ value }: { value: number }) {
  const text = onOffText(value);
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ fontWeight: 600, color: text === 'On' ? 'success.main' : 'text.secondary' }}
    >
      {text}
    </Typography>
  );
}
