import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, type ReactNode } from 'react';
import type { OverviewDay, OverviewRow } from '@contracts/overviews/overviews.schemas';
import { countText } from '@/lib/format';
import { DELIVERED_COLOUR, SENT_COLOUR } from '@/lib/chart-colours';
import { rateText } from '../utils/overview-format';

// The overviews' charts (MUI X Charts), loaded on demand with their library (lazy-overview-charts.tsx).
// Each is a <figure> named by its heading, with a one-sentence caption and its figures as a table behind
// a disclosure, so nothing is only in the drawing.

const RESPONSE_COLOUR = '#b45309';
const CLICK_COLOUR = '#0e7490';

const dateOf = (date: string) => new Date(`${date}T00:00:00Z`);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Sun 10 Mar 2024 (the same in every browser's locale). */
const longDay = (date: string) => {
  const d = dateOf(date);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
};

function ChartFigure(props: {
  title: string;
  caption: string;
  testId: string;
  children: ReactNode;
  figures: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      component="figure"
      aria-labelledby={headingId}
      data-testid={props.testId}
      sx={{ m: 0, mb: 3, minWidth: 0 }}
    >
      <Typography variant="h2" id={headingId} sx={{ fontSize: 18, mb: 0.5 }}>
        {props.title}
      </Typography>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {props.caption}
      </Typography>
      {props.children}
      {props.figures}
    </Box>
  );
}

function Figures(props: { label: string; caption: string; head: string[]; rows: string[][] }) {
  return (
    <Box
      component="details"
      sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main', fontSize: 14 } }}
    >
      <summary>{props.label}</summary>
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
        <caption style={{ textAlign: 'left', captionSide: 'top', paddingBottom: 4 }}>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map(([first, ...rest], i) => (
            <tr key={i}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {first}
              </th>
              {rest.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/** Sent and delivered per day: a column pair per day, in the status page's colours. */
export function DaysChart({ days }: { days: OverviewDay[] }) {
  const sent = days.reduce((sum, d) => sum + d.sent, 0);
  const delivered = days.reduce((sum, d) => sum + d.delivered, 0);
  const busiest = days.reduce((best, d) => (d.sent > best.sent ? d : best), days[0]!);
  const caption =
    `${countText(sent)} sent and ${countText(delivered)} delivered from ${longDay(days[0]!.date)} to ` +
    `${longDay(days.at(-1)!.date)}; the busiest day was ${longDay(busiest.date)} with ${countText(busiest.sent)} sent.`;
  const active = days.filter((d) => d.sent > 0 || d.delivered > 0);
  return (
    <ChartFigure
      title="Sent and delivered per day"
      caption={caption}
      testId="days-chart"
      figures={
        <Figures
          label="Show the figures per day"
          caption="Messages per day (days with messages)"
          head={['Day', 'Sent', 'Delivered']}
          rows={active.map((d) => [longDay(d.date), countText(d.sent), countText(d.delivered)])}
        />
      }
    >
      <BarChart
        height={260}
        skipAnimation
        xAxis={[
          {
            scaleType: 'band',
            data: days.map((d) => d.date),
            valueFormatter: (date: string, context) =>
              context.location === 'tick' ? String(dateOf(date).getUTCDate()) : longDay(date),
          },
        ]}
        yAxis={[{ valueFormatter: (v: number) => countText(v), width: 56 }]}
        series={[
          {
            data: days.map((d) => d.sent),
            label: 'Sent',
            color: SENT_COLOUR,
            valueFormatter: (v) => countText(v ?? 0),
          },
          {
            data: days.map((d) => d.delivered),
            label: 'Delivered',
            color: DELIVERED_COLOUR,
            valueFormatter: (v) => countText(v ?? 0),
          },
        ]}
        margin={{ left: 0, right: 8 }}
      />
    </ChartFigure>
  );
}

/** Delivery, response and click rate of the campaigns with the most sent, as horizontal bars. */
export function RatesChart({ rows }: { rows: OverviewRow[] }) {
  const names = rows.map((r) => r.campaignName);
  const best = rows.reduce((b, r) => (r.deliveryRate > b.deliveryRate ? r : b), rows[0]!);
  const caption =
    `Delivery, response and click rate of the ${rows.length === 1 ? 'campaign' : `${rows.length} campaigns`} ` +
    `with the most sent; the best delivery rate was ${best.campaignName}'s ${rateText(best.deliveryRate)}.`;
  const rate = (v: number | null) => rateText(v ?? 0);
  return (
    <ChartFigure
      title="Rates per campaign"
      caption={caption}
      testId="rates-chart"
      figures={
        <Figures
          label="Show the rates"
          caption="Rates per campaign"
          head={['Campaign', 'Delivery Rate', 'Response Rate', 'Click Rate']}
          rows={rows.map((r) => [
            r.campaignName,
            rateText(r.deliveryRate),
            rateText(r.responseRate),
            rateText(r.clickRate),
          ])}
        />
      }
    >
      <BarChart
        layout="horizontal"
        height={90 + rows.length * 48}
        skipAnimation
        yAxis={[
          {
            scaleType: 'band',
            data: names,
            width: 150,
            valueFormatter: (name: string, context) =>
              context.location === 'tick' && name.length > 22 ? `${name.slice(0, 21)}…` : name,
          },
        ]}
        xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${v}%` }]}
        series={[
          {
            data: rows.map((r) => r.deliveryRate),
            label: 'Delivery Rate',
            color: DELIVERED_COLOUR,
            valueFormatter: rate,
          },
          {
            data: rows.map((r) => r.responseRate),
            label: 'Response Rate',
            color: RESPONSE_COLOUR,
            valueFormatter: rate,
          },
          {
            data: rows.map((r) => r.clickRate),
            label: 'Click Rate',
            color: CLICK_COLOUR,
            valueFormatter: rate,
          },
        ]}
        margin={{ right: 28 }}
      />
    </ChartFigure>
  );
}
