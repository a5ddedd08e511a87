import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HUB_TEXTS, type HubMetric } from '@contracts/reports-hub/reports-hub.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { isApiStatus } from '@/lib/api-error';
import { useReportsHub } from '../api/reports-hub';
import { dayText, hubPeriodOf, isCompletePeriod, type PeriodChoice } from '../utils/hub-period';
import { HeadlineFigures } from './headline-figures';
import { PeriodControls } from './period-controls';
import { RankedCampaigns } from './ranked-campaigns';
import { ReportLinks } from './report-links';

// The trend chart and MUI X Charts are a chunk of their own, loading alongside the hub's request.
const chart = () => import('./hub-trend-chart');
const HubTrendChart = lazy(() => chart().then((m) => ({ default: m.HubTrendChart })));

/** Reports (/reports): the account's headline figures for a period, its trend, best and worst campaigns. */
export function ReportsHubPage() {
  const [params, setParams] = useSearchParams();
  const period = hubPeriodOf(params);
  const complete = isCompletePeriod(period);
  const hub = useReportsHub({ from: period.from, to: period.to, metric: period.metric });
  const { mutate } = hub;
  const reload = useCallback(() => void mutate(), [mutate]);
  const data = hub.error === undefined ? hub.data : undefined;

  const show = (next: { choice: PeriodChoice; from?: string; to?: string; metric: HubMetric }) =>
    setParams(
      next.choice === 'custom'
        ? { period: 'custom', from: next.from!, to: next.to!, metric: next.metric }
        : { period: next.choice, metric: next.metric },
    );
  const onPeriod = (choice: PeriodChoice, custom?: { from: string; to: string }) =>
    show({ choice, from: custom?.from, to: custom?.to, metric: period.metric });

  return (
    <>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Reports
      </Typography>
      <PeriodControls
        period={period}
        onPeriod={onPeriod}
        onMetric={(metric) => show({ ...period, metric })}
      />
      {complete && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="hub-period">
          {dayText(period.from)} to {dayText(period.to)}, South African days. {HUB_TEXTS.consolidated}
        </Typography>
      )}
      {hub.error !== undefined &&
        !hub.isLoading &&
        (isApiStatus(hub.error, 400) ? (
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="hub-input-error">
            {Object.values(hub.error.fields ?? {}).flat()[0] ?? hub.error.message}
          </Alert>
        ) : (
          <RetryAlert error={hub.error} onRetry={reload} sx={{ mb: 2 }} />
        ))}
      {hub.isLoading && <Spinner label="Loading the figures" />}
      {data && !data.totals && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="hub-empty">
          {HUB_TEXTS.empty}
        </Alert>
      )}
      {data?.totals && (
        <Box aria-busy={hub.isValidating} sx={{ opacity: hub.isValidating ? 0.6 : 1 }}>
          <HeadlineFigures totals={data.totals} symbol={data.currencySymbol} />
          {data.trend.points.length > 0 && (
            <Suspense fallback={null}>
              <HubTrendChart trend={data.trend} />
            </Suspense>
          )}
          <RankedCampaigns
            metric={data.metric}
            best={data.best}
            worst={data.worst}
            ranked={data.rankedCampaigns}
            symbol={data.currencySymbol}
          />
        </Box>
      )}
      {complete && <ReportLinks from={period.from} to={period.to} />}
    </>
  );
}
