import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { paths } from '@/config/paths';
import { MutedText, StatusCell } from '@/components/campaigns/campaign-cells';
import { NOT_APPLICABLE } from '../../utils/campaign-display';

// The generic cells are shared with the e-mail campaign list (src/components/campaigns).
export { DaysCell, MutedText, OnOffCell, StatusCell, TimeCell } from '@/components/campaigns/campaign-cells';

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
