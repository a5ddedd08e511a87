import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignSegment, CampaignStatus } from '@contracts/campaign-status/campaign-status.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

// The status page's Segment section (issue 11): a scheduled campaign's current segment, on its own clock.

const WEDNESDAY = '2026-12-02';

function segment(values: Partial<CampaignSegment> = {}): CampaignSegment {
  return {
    buildId: 31,
    // 00:00:04 on 2 December in Johannesburg.
    builtAt: '2026-12-01T22:00:04.000Z',
    queued: 5000,
    released: 1200,
    pending: 3800,
    timeZone: 'Africa/Johannesburg',
    window: { opensAt: `${WEDNESDAY}T06:00:00.000Z`, closesAt: `${WEDNESDAY}T15:00:00.000Z`, open: true },
    holidayToday: null,
    nextBuildAt: '2026-12-06T22:00:00.000Z',
    ...values,
  };
}

function status(
  seg: CampaignSegment | null,
  campaign: Partial<CampaignStatus['campaign']> = {},
): CampaignStatus {
  const type = campaign.type ?? 1;
  return {
    campaign: {
      id: 42,
      name: 'Weekly promo',
      type,
      isTransactional: type === 2,
      status: 3,
      archived: false,
      timeZone: seg?.timeZone ?? 'Africa/Johannesburg',
      nextSegmentBuildAt: seg?.nextBuildAt ?? null,
      ...campaign,
    },
    totals: {
      queued: 0,
      inFlight: 0,
      awaitingReports: 0,
      sent: 0,
      delivered: 0,
      undelivered: 0,
      failed: 0,
      suppressed: 0,
      clicks: 0,
      uniqueClicks: 0,
      segments: 0,
      cost: 0,
      deliveryRate: null,
      currencySymbol: 'R',
    },
    series: [],
    segment: seg,
  };
}

async function show(body: CampaignStatus) {
  mockApi({ ...sessionRoutes(clientUser), 'GET /api/sms/campaigns/42/status': { body } });
  renderApp('/smsmarketing/smscampaigns/status?smscampaignid=42');
  await screen.findByRole('heading', { level: 1, name: body.campaign.name });
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('the Segment section of the status page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the progress, when the segment was built, the open window and the next build', async () => {
    await show(status(segment()));
    const section = screen.getByRole('region', { name: 'Segment' });
    const bar = within(section).getByRole('progressbar', { name: 'Released to send 1 200 of 5 000' });
    expect(bar).toHaveAttribute('aria-valuenow', '24');
    expect(bar).toHaveAttribute('aria-valuetext', '24%: 1 200 of 5 000 released');
    expect(text('segment-pending')).toBe('3 800 pending');
    expect(text('segment-built')).toBe('Built Wednesday, 2 Dec 2026, 00:00 (Africa/Johannesburg)');
    expect(text('segment-window')).toBe('Sending now, until 17:00 (Africa/Johannesburg)');
    expect(text('segment-next-build')).toBe(
      'Next segment build: Monday, 7 Dec 2026, 00:00 (Africa/Johannesburg)',
    );
    expect(screen.queryByTestId('segment-holiday')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Segment Build History' })).toHaveAttribute(
      'href',
      '/segmentbuildhistory?campaignId=42',
    );
    expect(screen.queryByTestId('status-segment-due')).not.toBeInTheDocument();
  });

  it('gives the next window on the campaign’s clock with its zone; a Simple campaign has no next build', async () => {
    await show(
      status(
        segment({
          timeZone: 'Europe/London',
          // 09:00 to 17:00 GMT on Thursday 3 December.
          window: { opensAt: '2026-12-03T09:00:00.000Z', closesAt: '2026-12-03T17:00:00.000Z', open: false },
          nextBuildAt: null,
        }),
        { type: 0 },
      ),
    );
    expect(text('segment-window')).toBe(
      'Next send window: Thursday, 3 Dec 2026, 09:00–17:00 (Europe/London)',
    );
    expect(text('segment-built')).toBe('Built Tuesday, 1 Dec 2026, 22:00 (Europe/London)');
    expect(screen.queryByTestId('segment-next-build')).not.toBeInTheDocument();
  });

  it('says that nothing is sent on a public holiday, and when the next window opens', async () => {
    await show(
      status(
        segment({
          holidayToday: 'Day of Reconciliation',
          window: {
            opensAt: '2026-12-17T06:00:00.000Z',
            closesAt: '2026-12-17T15:00:00.000Z',
            open: false,
          },
        }),
      ),
    );
    expect(text('segment-holiday')).toBe(
      'Today is Day of Reconciliation, a public holiday: nothing is sent today.',
    );
    expect(text('segment-window')).toBe(
      'Next send window: Thursday, 17 Dec 2026, 08:00–17:00 (Africa/Johannesburg)',
    );
  });

  it('says when no window and no build are left before the finish date', async () => {
    await show(status(segment({ window: null, nextBuildAt: null })));
    expect(text('segment-window')).toBe("No send window is left before the campaign's finish date.");
    expect(text('segment-next-build')).toBe("No segment build is left before the campaign's finish date.");
  });

  it('needs no window once all of the segment was released', async () => {
    await show(status(segment({ released: 5000, pending: 0 })));
    expect(screen.getByRole('progressbar', { name: 'Released to send 5 000 of 5 000' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(text('segment-window')).toBe('Every message of this segment was released to send.');
  });

  it('tells a Dormant campaign that its pending messages wait', async () => {
    await show(status(segment(), { status: 0 }));
    expect(text('segment-window')).toBe(
      'The campaign is Dormant: its pending messages are sent once it is made Active again.',
    );
  });

  it('says so when the segment queued nobody', async () => {
    await show(status(segment({ queued: 0, released: 0, pending: 0 })));
    expect(text('segment-progress')).toBe('Nobody to send to in this segment: every candidate was left out.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('segment-window')).not.toBeInTheDocument();
  });

  it('has no section for a transactional campaign', async () => {
    await show(status(null, { type: 2, name: 'OTP sender' }));
    expect(screen.queryByRole('region', { name: 'Segment' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('status-segment-due')).not.toBeInTheDocument();
  });

  it('says when a scheduled campaign’s first segment is built', async () => {
    await show(status(null, { status: 5, nextSegmentBuildAt: '2026-12-06T22:00:00.000Z' }));
    expect(screen.queryByRole('region', { name: 'Segment' })).not.toBeInTheDocument();
    expect(text('status-segment-due')).toBe(
      'The segment is built on Monday, 7 Dec 2026 (Africa/Johannesburg).',
    );
  });

  it('adds that a Dormant campaign builds once it is Active, and says when a build runs', async () => {
    await show(status(null, { status: 0, nextSegmentBuildAt: '2026-12-06T22:00:00.000Z' }));
    expect(text('status-segment-due')).toBe(
      'The segment is built on Monday, 7 Dec 2026 (Africa/Johannesburg) once the campaign is Active.',
    );
  });

  it('says when the segment is being built', async () => {
    await show(status(null, { status: 4, nextSegmentBuildAt: null }));
    expect(text('status-segment-due')).toBe('The segment is being built.');
  });
});
