import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HubFigures } from '@contracts/reports-hub/reports-hub.schemas';
import { countText } from '@/lib/format';
import { moneyText, rateText } from '../utils/hub-format';

/** The period's headline figures, as a list of terms and values. */
export function HeadlineFigures({ totals, symbol }: { totals: HubFigures; symbol: string }) {
  const figures: [string, string, string][] = [
    ['sent', 'Sent', countText(totals.sent)],
    ['delivered', 'Delivered', countText(totals.delivered)],
    ['deliveryRate', 'Delivery rate', rateText(totals.deliveryRate)],
    ['replies', 'Replies', countText(totals.replies)],
    ['leads', 'Leads', countText(totals.leads)],
    ['optouts', 'Opt-outs', countText(totals.optouts)],
    ['clicks', 'Clicks', countText(totals.clicks)],
    ['cost', 'Cost', moneyText(totals.cost, symbol)],
    ['revenue', 'Revenue', moneyText(totals.revenue, symbol)],
    ['profit', 'Profit', moneyText(totals.profit, symbol)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Headline figures"
      data-testid="headline-figures"
      sx={{
        m: 0,
        mb: 3,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {figures.map(([key, label, value]) => (
        <Box
          key={key}
          data-testid={`figure-${key}`}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 1.5,
            py: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{
              m: 0,
              fontSize: 20,
              fontWeight: 600,
              overflowWrap: 'anywhere',
              color: key === 'profit' ? (totals.profit < 0 ? 'error.main' : 'success.main') : 'text.primary',
            }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
