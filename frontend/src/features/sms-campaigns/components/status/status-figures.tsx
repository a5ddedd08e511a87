import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import type { CampaignStatusTotals } from '@contracts/campaign-status/campaign-status.schemas';
import { FigureCard } from '@/components/ui/figure-card';
import { countText } from '@/lib/format';
import { costText, failedTotal, rateText } from '../../utils/status-display';
import { DELIVERED_COLOUR, SENT_COLOUR } from './status-chart';

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
      <FigureCard
        label="Queued"
        testId="status-queued"
        value={countText(totals.queued)}
        note={totals.inFlight > 0 ? `${countText(totals.inFlight)} in flight` : 'None in flight'}
        icon={<HourglassEmptyOutlined />}
        tone="#0369a1"
      />
      <FigureCard
        label="Sent"
        testId="status-sent"
        value={countText(totals.sent)}
        note={`${countText(totals.segments)} SMS ${totals.segments === 1 ? 'part' : 'parts'}`}
        icon={<SendOutlined />}
        tone={SENT_COLOUR}
      />
      <FigureCard
        label="Delivered"
        testId="status-delivered"
        value={countText(totals.delivered)}
        note={
          totals.awaitingReports > 0
            ? `${countText(totals.awaitingReports)} awaiting a delivery report`
            : 'Confirmed by the network'
        }
        icon={<DoneAllOutlined />}
        tone={DELIVERED_COLOUR}
      />
      <FigureCard
        label="Delivery rate"
        testId="status-delivery-rate"
        value={rateText(totals.deliveryRate)}
        note={totals.deliveryRate === null ? 'Nothing sent yet' : 'Delivered of sent'}
        icon={<PercentOutlined />}
        tone={DELIVERED_COLOUR}
      />
      <FigureCard
        label="Failed"
        testId="status-failed"
        value={countText(failed)}
        note={`${countText(totals.undelivered)} undelivered, ${countText(totals.failed)} not sent`}
        icon={<ErrorOutlineOutlined />}
        tone="#c62828"
      />
      <FigureCard
        label="Suppressed"
        testId="status-suppressed"
        value={countText(totals.suppressed)}
        note="Opted out or DMA listed"
        icon={<BlockOutlined />}
        tone="#b45309"
      />
      <FigureCard
        label="Clicks"
        testId="status-clicks"
        value={countText(totals.clicks)}
        note={`${countText(totals.uniqueClicks)} unique ${totals.uniqueClicks === 1 ? 'click' : 'clicks'}`}
        icon={<AdsClickOutlined />}
        tone="#7c3aed"
      />
      <FigureCard
        label="Cost"
        testId="status-cost"
        value={costText(totals.cost, totals.currencySymbol)}
        note="SMS parts × provider price"
        icon={<PaidOutlined />}
        tone="#374151"
      />
    </Box>
  );
}
