import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { MarketingHoursNote } from './marketing-hours-note';

// The editors' note on prohibited marketing times (issue 28): the effective window, and a warning in a
// marketer's words when the chosen window reaches into a time the account's country forbids.

const settings = (country: string) => ({
  'GET /api/user/settings': {
    body: { allowInternationalisation: false, defaultCountryIso3166: country },
  },
});

function renderNote(props: Partial<Parameters<typeof MarketingHoursNote>[0]> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MarketingHoursNote
        scheduleDays={[1, 2, 3, 4, 5, 6, 7]}
        start="00:00"
        finish="23:59"
        timeZone="Africa/Johannesburg"
        {...props}
      />
    </SWRConfig>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MarketingHoursNote', () => {
  it('warns a South African account whose window crosses a prohibited time, and shows the effective window', async () => {
    mockApi(settings('ZA'));
    renderNote();
    expect(
      await screen.findByText(
        'South African law forbids marketing messages on Sundays and public holidays, on Saturdays before 09:00 and after 13:00, and on other days before 08:00 and after 20:00. Messages due then wait for the next allowed time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Mon 08:00–20:00, Tue 08:00–20:00, Wed 08:00–20:00, Thu 08:00–20:00, Fri 08:00–20:00, Sat 09:00–13:00, Sun none',
    );
  });

  it('only informs when the window is lawful', async () => {
    mockApi(settings('ZA'));
    renderNote({ scheduleDays: [1, 2, 3, 4, 5], start: '08:00', finish: '17:00' });
    expect(await screen.findByRole('status')).toHaveTextContent('Mon 08:00–17:00');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing for an account in a country without marketing hours', async () => {
    const fetch = mockApi(settings('GB'));
    renderNote();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
