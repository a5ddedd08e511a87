import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { MASKED_SECRET, ROTATE_MESSAGE } from './webhook-secret-section';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const NEW_SECRET = 'whsec_c2VjcmV0LW9mLWEtcm90YXRlZC1lbmRwb2ludA==';

function setup(routes: MockRoutes) {
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/sms/providers': { body: [] },
    'GET /api/settings': {
      body: {
        limitDownloads: false,
        apiHost: 'https://api.pulsar.test',
        smsShortUrlHost: 'https://s.test',
        senderName: 'Acme',
        optoutLine: 'Acme: Reply STOP to opt out',
      },
    },
    'GET /api/settings/api-keys': { body: [] },
    'GET /api/settings/webhook-secret': { body: { secret: SECRET, previousSecretValidUntil: null } },
    ...routes,
  });
  return { ...renderApp('/settings'), fetchMock, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Webhook signing secret' });

describe('Settings › Webhook signing secret', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the secret masked, reveals and hides it, and explains how a partner checks a call', async () => {
    const { user } = setup({});
    expect(
      await screen.findByRole('heading', { name: 'Webhook signing secret', level: 2 }),
    ).toBeInTheDocument();
    const value = within(section()).getByTestId('webhook-secret');
    expect(value).toHaveTextContent(MASKED_SECRET);
    expect(value).not.toHaveTextContent(SECRET);
    await user.click(within(section()).getByRole('button', { name: 'Reveal secret' }));
    expect(value).toHaveTextContent(SECRET);
    await user.click(within(section()).getByRole('button', { name: 'Hide secret' }));
    expect(value).toHaveTextContent(MASKED_SECRET);
    expect(within(section()).getByTestId('webhook-verify-sample')).toHaveTextContent(
      "createHmac('sha256', key).update(`${id}.${timestamp}.${body}`)",
    );
    expect(within(section()).getByText('webhook-signature')).toBeInTheDocument();
  });

  it('copies the secret', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const { user } = setup({});
    // After userEvent.setup(), which installs its own clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Webhook signing secret' })).findByRole(
        'button',
        { name: 'Copy secret' },
      ),
    );
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(await screen.findByText('Signing secret copied.')).toBeInTheDocument();
  });

  it('rotates only after confirmation and says until when the previous secret still signs', async () => {
    const rotations: string[] = [];
    const { user } = setup({
      'POST /api/settings/webhook-secret': () => {
        rotations.push('rotate');
        return { body: { secret: NEW_SECRET, previousSecretValidUntil: '2026-03-03T10:15:00Z' } };
      },
    });
    await user.click(
      await within(await screen.findByRole('region', { name: 'Webhook signing secret' })).findByRole(
        'button',
        { name: 'Rotate secret' },
      ),
    );
    let confirm = screen.getByRole('dialog', { name: 'Rotate signing secret' });
    expect(confirm).toHaveTextContent(ROTATE_MESSAGE);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rotations).toEqual([]);
    await user.click(within(section()).getByRole('button', { name: 'Rotate secret' }));
    confirm = screen.getByRole('dialog', { name: 'Rotate signing secret' });
    await user.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    expect(await screen.findByText('Signing secret rotated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rotations).toEqual(['rotate']);
    // South African time (UTC+2).
    expect(
      within(section()).getByText(
        'The secret was rotated. Until 2026-03-03 12:15, calls are also signed with the previous secret.',
      ),
    ).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: 'Reveal secret' }));
    expect(within(section()).getByTestId('webhook-secret')).toHaveTextContent(NEW_SECRET);
  });

  it('shows a load failure with Try again', async () => {
    setup({
      'GET /api/settings/webhook-secret': {
        status: 500,
        body: errorBody('INTERNAL', 'Secrets unavailable.'),
      },
    });
    expect(await screen.findByText('Secrets unavailable.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
