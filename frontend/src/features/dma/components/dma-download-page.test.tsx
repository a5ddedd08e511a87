import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DMA_DOWNLOAD_REFUSED } from '@contracts/dma/dma.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { browserNavigation } from './use-download';

const settings = (limitDownloads: boolean) => ({
  limitDownloads,
  apiHost: 'a',
  smsShortUrlHost: 'b',
  optoutConfirmation: true,
  senderName: 'Acme',
  optoutLine: 'Acme: Reply STOP to opt out',
});

function setup(path: string, limited: () => boolean) {
  mockApi({ ...sessionRoutes(clientUser), 'GET /api/settings': () => ({ body: settings(limited()) }) });
  const navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  return { ...renderApp(path), navigate, user: userEvent.setup() };
}

describe('Downloads for DMA processing', () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  it('explains the cellphone file and downloads it from the API', async () => {
    const { navigate, user } = setup('/smsmarketing/smscampaigns/DownloadDMAListForProcessing', () => false);
    expect(
      await screen.findByRole('heading', { name: 'Download Cellphone Numbers for DMA Processing' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/every distinct cellphone number in your SMS lists/)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Upload DMA List' }))
      expect(link).toHaveAttribute('href', '/smsmarketing/sms-lists/dmaupload');
    const button = await screen.findByRole('link', { name: 'Download CSV' });
    expect(button).toHaveAttribute('href', '/api/dma/cellphones');
    await user.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/dma/cellphones'));
    expect(await screen.findByText('Preparing the file…')).toBeInTheDocument();
  });

  it('downloads the ID numbers from their own API URL', async () => {
    const { navigate, user } = setup(
      '/smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing',
      () => false,
    );
    expect(
      await screen.findByRole('heading', { name: 'Download ID Numbers for DMA Processing' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Download CSV' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/dma/id-numbers'));
  });

  it('says downloads are turned off instead of offering the button when downloads are limited', async () => {
    setup('/smsmarketing/smscampaigns/DownloadDMAListForProcessing', () => true);
    expect(await screen.findByTestId('download-refused')).toHaveTextContent(DMA_DOWNLOAD_REFUSED);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('shows the refusal, not an error page, when downloads were limited after the page loaded', async () => {
    let limited = false;
    const { navigate, user } = setup(
      '/smsmarketing/smscampaigns/DownloadDMAListForProcessing',
      () => limited,
    );
    const button = await screen.findByRole('link', { name: 'Download CSV' });
    limited = true;
    await user.click(button);
    expect(await screen.findByTestId('download-error')).toHaveTextContent(DMA_DOWNLOAD_REFUSED);
    expect(navigate).not.toHaveBeenCalled();
  });
});
