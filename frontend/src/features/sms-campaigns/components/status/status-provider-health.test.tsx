import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import type { ProviderHealth } from '@contracts/providers/health/health.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The status page's provider health (issue 30, routing by measured delivery): degraded and recovering
// providers of the campaign, and why a selected-provider campaign holds.

const gamma: ProviderHealth = {
  providerId: 3,
  name: 'Gamma',
  state: 'Degraded',
  weight: 0,
  since: '2026-11-29T08:00:00.000Z',
  until: '2026-11-29T08:15:00.000Z',
  reason: 'delivery 41% in the last hour against its usual 96%',
  deliveryRate: 0.41,
  norm: 0.96,
  errorRate: 0,
  evaluatedAt: '2026-11-29T08:00:00.000Z',
};

function status(providerHealth: CampaignStatus['providerHealth']): CampaignStatus {
  return {
    campaign: {
      id: 42,
      name: 'OTP sender',
      type: 2,
      isTransactional: true,
      status: 5,
      archived: false,
      timeZone: 'Africa/Johannesburg',
      nextSegmentBuildAt: null,
    },
    totals: {
      queued: 20,
      inFlight: 5,
      awaitingReports: 0,
      sent: 15,
      delivered: 11,
      undelivered: 1,
      failed: 0,
      suppressed: 0,
      clicks: 0,
      uniqueClicks: 0,
      segments: 15,
      cost: 3.75,
      deliveryRate: 11 / 15,
      currencySymbol: 'R',
    },
    series: [],
    segment: null,
    providerHealth,
  };
}

const show = (providerHealth: CampaignStatus['providerHealth']) => {
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/sms/campaigns/42/status': { body: status(providerHealth) },
  });
  renderApp('/smsmarketing/smscampaigns/status?smscampaignid=42');
};

describe('SMS Campaign Status: provider health', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says which providers of the spread are degraded or recovering, and what that means for the messages', async () => {
    show({
      providers: [
        gamma,
        { ...gamma, providerId: 4, name: 'Delta', state: 'Recovering', weight: 10, reason: null },
      ],
      hold: null,
      allDegraded: false,
    });
    const lines = await screen.findAllByTestId('status-provider-health-line', {}, { timeout: 5000 });
    expect(lines.map((l) => l.textContent)).toEqual([
      "Gamma is degraded (delivery 41% in the last hour against its usual 96%): this campaign's messages go to its other providers until it recovers.",
      "Delta is recovering: it gets 10% of its usual share of this campaign's messages while its delivery stays good.",
    ]);
  });

  it('says why a campaign whose selected provider is degraded holds its messages', async () => {
    const hold =
      'Holding: Gamma is degraded (delivery 41% in the last hour against its usual 96%). Sending resumes when it recovers.';
    show({ providers: [gamma], hold, allDegraded: false });
    expect(await screen.findByTestId('status-provider-hold', {}, { timeout: 5000 })).toHaveTextContent(hold);
  });

  it('says so when every provider of the spread is degraded (its messages still go to all of them)', async () => {
    show({
      providers: [gamma, { ...gamma, providerId: 4, name: 'Delta', reason: null }],
      hold: null,
      allDegraded: true,
    });
    expect(
      await screen.findByTestId('status-provider-all-degraded', {}, { timeout: 5000 }),
    ).toHaveTextContent(
      'Every provider of this campaign is degraded, so its messages still go to all of them.',
    );
    expect(screen.getAllByTestId('status-provider-health-line').map((l) => l.textContent)).toEqual([
      'Gamma is degraded (delivery 41% in the last hour against its usual 96%).',
      'Delta is degraded.',
    ]);
  });

  it('shows nothing when every provider is well', async () => {
    show({ providers: [], hold: null, allDegraded: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'OTP sender' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('status-provider-health')).toBeNull();
  });
});
