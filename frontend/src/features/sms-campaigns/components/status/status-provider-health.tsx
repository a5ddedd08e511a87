import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { CampaignProviderHealth, ProviderHealth } from '@contracts/providers/health/health.schemas';

/** One provider's line: what its state means for this campaign's messages. */
export function providerHealthText(p: ProviderHealth, selected: boolean): string {
  if (p.state === 'Recovering') {
    return selected
      ? `${p.name} is recovering: ${p.weight}% of this campaign's messages go now, the rest wait a little.`
      : `${p.name} is recovering: it gets ${p.weight}% of its usual share of this campaign's messages while its delivery stays good.`;
  }
  const why = p.reason ? ` (${p.reason})` : '';
  return selected
    ? `${p.name} is degraded${why}.`
    : `${p.name} is degraded${why}: this campaign's messages go to its other providers until it recovers.`;
}

/**
 * Routing by measured delivery (issue 30) on the status page: the campaign's providers that are degraded or
 * recovering, and why a campaign that selected one of them holds its messages. Nothing when all are well.
 */
export function StatusProviderHealth({ health }: { health: CampaignProviderHealth | undefined }) {
  if (!health || (!health.providers.length && !health.hold)) return null;
  return (
    <Alert
      severity={health.hold || health.allDegraded ? 'warning' : 'info'}
      variant="outlined"
      data-testid="status-provider-health"
      role="status"
    >
      {health.hold && <AlertTitle data-testid="status-provider-hold">{health.hold}</AlertTitle>}
      {health.allDegraded && (
        <AlertTitle data-testid="status-provider-all-degraded">
          Every provider of this campaign is degraded, so its messages still go to all of them.
        </AlertTitle>
      )}
      {!health.hold && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {health.providers.map((p) => (
            <li key={p.providerId} data-testid="status-provider-health-line">
              {health.allDegraded
                ? `${p.name} is degraded${p.reason ? ` (${p.reason})` : ''}.`
                : providerHealthText(p, false)}
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
