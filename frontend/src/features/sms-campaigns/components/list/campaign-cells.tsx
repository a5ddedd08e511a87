import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { paths } from '@/config/paths';
import {
  campaignTime,
  NONE_SELECTED,
  NOT_APPLICABLE,
  onOffText,
  statusLabelOf,
} from '../../utils/campaign-display';

/** Muted text for N/A and 'None selected'. */
export function MutedText({ children }: { children: ReactNode }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** Schedule fields show N/A for transactional campaigns (they send on demand). */
export function ScheduleCell({ row, children }: { row: CampaignRow; children: ReactNode }) {
  return row.isTransactional ? <MutedText>{NOT_APPLICABLE}</MutedText> : <>{children}</>;
}

/** The name (linking to the status report) with the category label and a Transactional label. */
export function CampaignNameCell({ row }: { row: CampaignRow }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ minWidth: { xs: 120, md: 140 } }}>
      <Link
        component={RouterLink}
        to={paths.sms.campaignStatus.getHref(row.id)}
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
        title="Status report"
        data-testid="campaign-name"
      >
        {row.name}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        <Chip size="small" variant="outlined" label={row.categoryName} sx={{ height: 20, fontSize: 11 }} />
        {row.isTransactional && (
          <Chip
            size="small"
            label="Transactional"
            sx={{
              height: 20,
              fontSize: 11,
              fontWeight: 700,
              bgcolor: 'rgba(67,56,202,0.1)',
              color: 'primary.main',
            }}
          />
        )}
        {/* Narrow screens have no Status column: the label sits with the name. */}
        {narrow && <StatusCell status={row.status} />}
      </Box>
    </Box>
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
