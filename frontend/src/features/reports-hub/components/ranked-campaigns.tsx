import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HUB_METRICS, type HubCampaign, type HubMetric } from '@contracts/reports-hub/reports-hub.schemas';
import { paths } from '@/config/paths';
import { countText } from '@/lib/format';
import { metricText } from '../utils/hub-format';

/** The best and worst campaigns of the period by the metric, side by side on a wide screen. */
export function RankedCampaigns(props: {
  metric: HubMetric;
  best: HubCampaign[];
  worst: HubCampaign[];
  ranked: number;
  symbol: string;
}) {
  const label = HUB_METRICS[props.metric];
  if (!props.ranked)
    return (
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="no-ranking">
        No campaign has a {label.toLowerCase()} in this period.
      </Typography>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: 3,
        mb: 3,
      }}
    >
      <CampaignTable
        title={`Best campaigns by ${label.toLowerCase()}`}
        testId="best-campaigns"
        {...props}
        rows={props.best}
      />
      {props.worst.length > 0 ? (
        <CampaignTable
          title={`Worst campaigns by ${label.toLowerCase()}`}
          testId="worst-campaigns"
          {...props}
          rows={props.worst}
        />
      ) : (
        <Typography color="text.secondary" sx={{ pt: { md: 4.5 } }} data-testid="no-worst">
          Only one campaign has a {label.toLowerCase()} in this period, so there is no worst list.
        </Typography>
      )}
    </Box>
  );
}

function CampaignTable(props: {
  title: string;
  testId: string;
  metric: HubMetric;
  rows: HubCampaign[];
  symbol: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 1 }} id={`${props.testId}-title`}>
        {props.title}
      </Typography>
      <Table size="small" aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
        <TableHead>
          <TableRow>
            <TableCell>Campaign</TableCell>
            <TableCell align="right">{HUB_METRICS[props.metric]}</TableCell>
            <TableCell align="right">Sent</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((c) => (
            <TableRow key={c.campaignId}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={paths.sms.campaignStatus.getHref(c.campaignId)}>
                  {c.campaignName}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {c.categoryName}
                </Typography>
              </TableCell>
              <TableCell align="right">{metricText(props.metric, c.value, props.symbol)}</TableCell>
              <TableCell align="right">{countText(c.sent)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
