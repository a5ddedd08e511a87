import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CampaignStatusTotals } from '@contracts/campaign-status/campaign-status.schemas';
import { countText } from '@/lib/format';
import { costText, failedTotal, rateText } from '../../utils/status-display';
import { DELIVERED_COLOUR, SENT_COLOUR } from './status-chart';

type FigureProps = {
  label: string;
  value: string;
  note?: string;
  icon: ReactNode;
  tone: string;
  testId: string;
};

/** One counter as a card: label, big figure, a line of detail. */
function Figure({ label, value, note, icon, tone, testId }: FigureProps) {
  const id = `status-figure-${testId}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          flexShrink: 0,
          color: tone,
          bgcolor: `color-mix(in srgb, ${tone} 12%, transparent)`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography
          sx={{
            fontSize: { xs: 22, sm: 26 },
            fontWeight: 700,
            lineHeight: 1.25,
            fontVariantNumeric: 'tabular-nums',
          }}
          data-testid={`status-${testId}`}
        >
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary" data-testid={`status-${testId}-note`}>
            {note}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/** The campaign's counters: queued, sent, delivered, delivery rate, failed, suppressed, clicks, cost. */
export function StatusFigures({ totals }: { totals: CampaignStatusTotals }) {
  const failed = failedTotal(totals);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Figure
        label="Queued"
        testId="queued"
        value={countText(totals.queued)}
        note={totals.inFlight > 0 ? `${countText(totals.inFlight)} in flight` : 'None in flight'}
        icon={<HourglassEmptyOutlined />}
        tone="#0369a1"
      />
      <Figure
        label="Sent"
        testId="sent"
        value={countText(totals.sent)}
        note={`${countText(totals.segments)} SMS ${totals.segments === 1 ? 'part' : 'parts'}`}
        icon={<SendOutlined />}
        tone={SENT_COLOUR}
      />
      <Figure
        label="Delivered"
        testId="delivered"
        value={countText(totals.delivered)}
        note={
          totals.awaitingReports > 0
            ? `${countText(totals.awaitingReports)} awaiting a delivery report`
            : 'Confirmed by the network'
        }
        icon={<DoneAllOutlined />}
        tone={DELIVERED_COLOUR}
      />
      <Figure
        label="Delivery rate"
        testId="delivery-rate"
        value={rateText(totals.deliveryRate)}
        note={totals.deliveryRate === null ? 'Nothing sent yet' : 'Delivered of sent'}
        icon={<PercentOutlined />}
        tone={DELIVERED_COLOUR}
      />
      <Figure
        label="Failed"
        testId="failed"
        value={countText(failed)}
        note={`${countText(totals.undelivered)} undelivered, ${countText(totals.failed)} not sent`}
        icon={<ErrorOutlineOutlined />}
        tone="#c62828"
      />
      <Figure
        label="Suppressed"
        testId="suppressed"
        value={countText(totals.suppressed)}
        note="Opted out or DMA listed"
        icon={<BlockOutlined />}
        tone="#b45309"
      />
      <Figure
        label="Clicks"
        testId="clicks"
        value={countText(totals.clicks)}
        note={`${countText(totals.uniqueClicks)} unique ${totals.uniqueClicks === 1 ? 'click' : 'clicks'}`}
        icon={<AdsClickOutlined />}
        tone="#7c3aed"
      />
      <Figure
        label="Cost"
        testId="cost"
        value={costText(totals.cost, totals.currencySymbol)}
        note="SMS parts × provider price"
        icon={<PaidOutlined />}
        tone="#374151"
      />
    </Box>
  );
}
