import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import type { HubResponse } from '@contracts/reports-hub/reports-hub.schemas';
import { DELIVERED_COLOUR, SENT_COLOUR } from '@/lib/chart-colours';
import { countText } from '@/lib/format';
import { dayText, monthText } from '../utils/hub-period';

// The hub's trend (MUI X Charts, as the overviews' charts), loaded on demand with its library: a <figure> named
// by its heading, a one-sentence caption, and its figures as a table behind a disclosure.

const REPLIES_COLOUR = '#b45309';
const CLICKS_COLOUR = '#0e7490';

export function HubTrendChart({ trend }: { trend: HubResponse['trend'] }) {
  const headingId = useId();
  const { unit, points } = trend;
  const label = unit === 'day' ? dayText : monthText;
  const busiest = points.reduce((best, p) => (p.sent > best.sent ? p : best), points[0]!);
  const caption =
    `Messages sent, delivered, replied to and clicked per ${unit} from ${dayText(points[0]!.start)}; ` +
    `the busiest ${unit} was ${label(busiest.start)} with ${countText(busiest.sent)} sent.`;
  const series = [
    { key: 'sent', label: 'Sent', color: SENT_COLOUR },
    { key: 'delivered', label: 'Delivered', color: DELIVERED_COLOUR },
    { key: 'replies', label: 'Replies', color: REPLIES_COLOUR },
    { key: 'clicks', label: 'Clicks', color: CLICKS_COLOUR },
  ] as const;
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      data-testid="hub-trend"
      sx={{ m: 0, mb: 3, minWidth: 0 }}
    >
      <Typography variant="h2" id={headingId} sx={{ fontSize: 18, mb: 0.5 }}>
        Trend per {unit}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      <LineChart
        height={280}
        skipAnimation
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((p) => p.start),
            valueFormatter: (start: string, context) =>
              context.location === 'tick'
                ? unit === 'day'
                  ? String(Number(start.slice(8, 10)))
                  : monthText(start).slice(0, 3)
                : label(start),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => countText(v), width: 64 }]}
        series={series.map((s) => ({
          data: points.map((p) => p[s.key]),
          label: s.label,
          color: s.color,
          // Straight segments (a curve would suggest values between the days), marks only when few.
          curve: 'linear' as const,
          showMark: points.length <= 14,
          valueFormatter: (v: number | null) => countText(v ?? 0),
        }))}
        margin={{ left: 0, right: 12 }}
      />
      <Box
        component="details"
        sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main', fontSize: 14 } }}
      >
        <summary>Show the figures per {unit}</summary>
        <Box
          component="table"
          sx={{
            mt: 1,
            borderCollapse: 'collapse',
            fontSize: 14,
            '& th, & td': { textAlign: 'right', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' },
            '& th:first-of-type, & td:first-of-type': { textAlign: 'left', pl: 0 },
          }}
        >
          <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>
            Messages per {unit}
          </caption>
          <thead>
            <tr>
              <th scope="col">{unit === 'day' ? 'Day' : 'Month'}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.start}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  {label(p.start)}
                </th>
                {series.map((s) => (
                  <td key={s.key}>{countText(p[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
