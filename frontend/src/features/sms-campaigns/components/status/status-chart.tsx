import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { CampaignStatusHour } from '@contracts/campaign-status/campaign-status.schemas';
import { DELIVERED_COLOUR, SENT_COLOUR } from '@/lib/chart-colours';
import { countText } from '@/lib/format';
import { chartScale, dayText, hourText } from '../../utils/status-display';

export { DELIVERED_COLOUR, SENT_COLOUR };

const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 44, left: 44 };

/** The width the chart has to draw in (it follows its container). */
function useWidth(fallback = 800) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(280, Math.round(element.getBoundingClientRect().width)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Which hours get a label under the axis: about one every 70 pixels, on round hours. */
function labelEvery(hours: number, plotWidth: number): number {
  const fits = Math.max(1, Math.floor(plotWidth / 70));
  return [1, 2, 3, 4, 6, 12, 24, 48, 72, 168].find((n) => hours / n <= fits) ?? 168;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Labels fall on round South African hours: every 6 h gives 00:00, 06:00, 12:00, 18:00. */
function labelled(iso: string, every: number): boolean {
  const hour = Number(hourText(iso).slice(0, 2));
  if (every <= 24) return hour % every === 0;
  const day = Math.round((Date.parse(iso) + 2 * 60 * 60 * 1000) / DAY_MS);
  return hour === 0 && day % (every / 24) === 0;
}

export type StatusChartProps = { series: CampaignStatusHour[] };

/**
 * Sent and delivered per hour as paired columns, drawn in SVG (no chart library). Screen readers get a
 * summary; everyone can open the figures as a table.
 */
export function StatusChart({ series }: StatusChartProps) {
  const [ref, width] = useWidth();
  const titleId = useId();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const max = Math.max(0, ...series.map((h) => Math.max(h.sent, h.delivered)));
  const { top, ticks } = chartScale(max);
  const slot = plotWidth / Math.max(1, series.length);
  const bar = Math.max(1, Math.min(14, (slot - Math.min(4, slot * 0.25)) / 2));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(series.length, plotWidth);
  const firstLabel = series.findIndex((h) => labelled(h.hour, every));
  const totalSent = series.reduce((sum, h) => sum + h.sent, 0);
  const totalDelivered = series.reduce((sum, h) => sum + h.delivered, 0);
  const busiest = series.reduce<CampaignStatusHour | undefined>(
    (best, h) => (h.sent > (best?.sent ?? 0) ? h : best),
    undefined,
  );
  const first = series[0];
  const last = series.at(-1);
  const summary =
    first && last
      ? `${countText(totalSent)} sent and ${countText(totalDelivered)} delivered between ${dayText(first.hour)} ${hourText(first.hour)} and ${dayText(last.hour)} ${hourText(last.hour)} (South African time)` +
        (busiest
          ? `; the busiest hour was ${dayText(busiest.hour)} ${hourText(busiest.hour)} with ${countText(busiest.sent)} sent.`
          : '.')
      : 'No hours to show.';

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2.5, mb: 1, flexWrap: 'wrap' }} aria-hidden="true">
        <Legend colour={SENT_COLOUR} label="Sent" />
        <Legend colour={DELIVERED_COLOUR} label="Delivered" />
      </Box>
      {/* minWidth 0 and no overflow: the measured width is the space given, never the drawing's own. */}
      <Box ref={ref} sx={{ width: '100%', minWidth: 0, overflow: 'hidden' }}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={titleId}
          data-testid="status-chart"
          style={{ display: 'block', overflow: 'visible', fontFamily: 'inherit' }}
        >
          <title id={titleId}>{`Messages sent and delivered per hour: ${summary}`}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? '#9ca3af' : '#e5e7eb'}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={12} fill="#4b5563">
                {countText(tick)}
              </text>
            </g>
          ))}
          {series.map((h, i) => {
            const x = PAD.left + i * slot + slot / 2;
            const label = labelled(h.hour, every);
            // The day is named under each labelled midnight and under the first label.
            const day = label && (hourText(h.hour) === '00:00' || i === firstLabel);
            return (
              <g key={h.hour} data-testid="chart-hour" data-sent={h.sent} data-delivered={h.delivered}>
                <title>{`${dayText(h.hour)} ${hourText(h.hour)}: ${countText(h.sent)} sent, ${countText(h.delivered)} delivered`}</title>
                {/* The whole slot answers the pointer, so thin columns still show their tooltip. */}
                <rect
                  x={PAD.left + i * slot}
                  y={PAD.top}
                  width={slot}
                  height={plotHeight}
                  fill="transparent"
                />
                {h.sent > 0 && (
                  <rect
                    x={x - bar}
                    y={y(h.sent)}
                    width={bar}
                    height={y(0) - y(h.sent)}
                    rx={Math.min(2, bar / 3)}
                    fill={SENT_COLOUR}
                  />
                )}
                {h.delivered > 0 && (
                  <rect
                    x={x}
                    y={y(h.delivered)}
                    width={bar}
                    height={y(0) - y(h.delivered)}
                    rx={Math.min(2, bar / 3)}
                    fill={DELIVERED_COLOUR}
                  />
                )}
                {label && (
                  <text x={x} y={HEIGHT - PAD.bottom + 16} textAnchor="middle" fontSize={12} fill="#4b5563">
                    {hourText(h.hour)}
                  </text>
                )}
                {day && (
                  <text x={x} y={HEIGHT - PAD.bottom + 32} textAnchor="middle" fontSize={11} fill="#6b7280">
                    {dayText(h.hour)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </Box>
      <HourTable series={series} />
    </Box>
  );
}

function Legend({ colour, label }: { colour: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: colour }} />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
}

/** The chart's figures as a table (hours with activity only), behind a disclosure. */
function HourTable({ series }: { series: CampaignStatusHour[] }) {
  const busy = series.filter((h) => h.sent > 0 || h.delivered > 0);
  return (
    <Box
      component="details"
      sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main', fontSize: 14 } }}
    >
      <summary>Show the figures per hour</summary>
      {busy.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Nothing was sent or delivered in these hours.
        </Typography>
      ) : (
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
            Messages per hour (South African time)
          </caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Sent</th>
              <th scope="col">Delivered</th>
            </tr>
          </thead>
          <tbody>
            {busy.map((h) => (
              <tr key={h.hour}>
                <th scope="row" style={{ fontWeight: 400 }}>{`${dayText(h.hour)} ${hourText(h.hour)}`}</th>
                <td>{countText(h.sent)}</td>
                <td>{countText(h.delivered)}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}
