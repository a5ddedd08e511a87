import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { SalesDataSection } from './sales-data-section';

const renderSection = () =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SalesDataSection campaignId={5} />
    </SWRConfig>,
  );

describe('Sales data on the campaign status page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says there is no sale data, and step 1 asks for a file', async () => {
    mockApi({ 'GET /api/sms/sales-data/latest-upload': { body: null } });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('No sale data imported for this campaign.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Sales Data' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Upload Sales Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Sales Data' });
    for (const step of ['Select a File', 'Select First Row', 'Map Columns', 'Import Result'])
      expect(screen.getAllByText(step).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please upload a file to import the sales data from.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
  });

  it('reads the last upload, and Clear confirms, cleans and says it is cleared', async () => {
    let cleared = false;
    mockApi({
      'GET /api/sms/sales-data/latest-upload': () => ({
        body: cleared
          ? null
          : { uploadedAt: '2026-11-02T23:30:00.000Z', fileName: 'october.csv', newMatchedLeads: 3 },
      }),
      'POST /api/sms/sales-data/clear': () => {
        cleared = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderSection();
    // 23:30 UTC is the next day in South Africa.
    expect(
      await screen.findByText('Last upload performed on 2026-11-03, file name october.csv, leads matched 3'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Sales Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Sales Data' });
    await user.click(screen.getAllByRole('button', { name: 'Clear Sales Data' }).at(-1)!);
    expect(await screen.findByText('Sales data has been cleared.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toBeInTheDocument();
    expect(await screen.findByText('No sale data imported for this campaign.')).toBeInTheDocument();
  });
});
