import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SegmentBuildRow } from '@contracts/segments/segment-builds.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { durationText } from './segment-build-history';

const build = (overrides: Partial<SegmentBuildRow> = {}): SegmentBuildRow => ({
  id: 3,
  campaignId: 11,
  campaignName: 'Weekly promo',
  status: 'Completed',
  createdDate: '2026-11-20T06:00:00.000Z',
  startedDate: '2026-11-20T06:00:01.000Z',
  finishedDate: '2026-11-20T06:00:13.500Z',
  durationSeconds: 12.5,
  candidates: 12500,
  duplicates: 40,
  excludedOptout: 12,
  excludedDma: 7,
  excludedList: 3,
  excludedRest: 100,
  queued: 12378,
  errorMessage: null,
  ...overrides,
});

function setup() {
  const urls: string[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/sms/segment-builds/campaigns': {
      body: [
        { id: 11, name: 'Weekly promo' },
        { id: 12, name: 'Sale' },
      ],
    },
    'GET /api/sms/segment-builds': (_init, url) => {
      urls.push(String(url));
      const filtered = String(url).includes('campaignId=12');
      return {
        body: filtered
          ? {
              rows: [
                build({
                  id: 2,
                  campaignId: 12,
                  campaignName: 'Sale',
                  status: 'Failed',
                  queued: 0,
                  errorMessage: 'Oops',
                }),
              ],
              totalRows: 1,
            }
          : { rows: [build()], totalRows: 1 },
      };
    },
  });
  return { urls, user: userEvent.setup(), ...renderApp('/segmentbuildhistory') };
}

describe('Segment Build History', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each build with its campaign, time, counts and status (narrow screen columns)', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Segment Build History' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Segment builds' });
    const row = await within(table).findByRole('row', { name: /Weekly promo/ });
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('12 500');
    expect(row).toHaveTextContent('12 378');
    await waitFor(() => expect(document.title).toBe('Segment Build History | Acme Messaging'));
  });

  it('filters by campaign (in the URL) and shows a failed build’s reason', async () => {
    const { urls, user, router } = setup();
    await screen.findByRole('row', { name: /Weekly promo/ });
    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Sale' }));
    expect(await screen.findByTestId('build-error')).toHaveTextContent('Oops');
    expect(urls.at(-1)).toContain('campaignId=12');
    expect(router.state.location.search).toBe('?campaignId=12');
  });

  it('writes durations', () => {
    expect(durationText(null)).toBe('–');
    expect(durationText(0.4)).toBe('0.4 s');
    expect(durationText(185)).toBe('3 min 5 s');
  });
});
