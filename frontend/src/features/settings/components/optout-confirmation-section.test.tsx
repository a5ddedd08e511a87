import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { OPTOUT_CONFIRMATION_LABEL } from './optout-confirmation-section';

function setup(routes: MockRoutes) {
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/settings': {
      body: {
        limitDownloads: false,
        apiHost: 'https://api.test',
        smsShortUrlHost: 'https://s.test',
        optoutConfirmation: true,
        senderName: 'Acme Retail',
        optoutLine: 'Acme Retail: Reply STOP to opt out',
      },
    },
    'GET /api/settings/api-keys': { body: [] },
    'GET /api/settings/webhook-secret': { body: { secret: 'whsec_abc', previousSecretValidUntil: null } },
    'GET /api/sms/custom-fields': { body: [] },
    'GET /api/sms/providers': { body: [] },
    'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } },
    'GET /api/email/sending-domains': { body: { rows: [] } },
    'GET /api/email/suppressions': { body: { rows: [], totalRows: 0 } },
    ...routes,
  });
  return { ...renderApp('/settings'), fetchMock, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Opt-out confirmation' });

describe('Settings › Opt-out confirmation', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the setting on by default and saves each change at once', async () => {
    const bodies: unknown[] = [];
    const { user } = setup({
      'PUT /api/settings/optout-confirmation': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return { status: 204 };
      },
    });
    const toggle = await screen.findByRole('switch', { name: OPTOUT_CONFIRMATION_LABEL });
    expect(toggle).toBeChecked();
    expect(section()).toHaveTextContent('You will receive no more messages from');
    await user.click(toggle);
    expect(await screen.findByText('Opt-outs will no longer be confirmed.')).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: false }]);
    await waitFor(() => expect(within(section()).getByRole('switch')).not.toBeChecked());
    await user.click(within(section()).getByRole('switch'));
    expect(await screen.findByText('Opt-outs will be confirmed by SMS.')).toBeInTheDocument();
    expect(bodies).toEqual([{ enabled: false }, { enabled: true }]);
    await waitFor(() => expect(within(section()).getByRole('switch')).toBeChecked());
  });

  it('keeps the switch as it was and says why when saving fails', async () => {
    const { user } = setup({
      'PUT /api/settings/optout-confirmation': { status: 500, body: errorBody('INTERNAL', 'Database down.') },
    });
    const toggle = await screen.findByRole('switch', { name: OPTOUT_CONFIRMATION_LABEL });
    await user.click(toggle);
    expect(await screen.findByText('Database down.')).toBeInTheDocument();
    expect(within(section()).getByRole('switch')).toBeChecked();
  });
});
