import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, ConversationEvent } from '@contracts/conversations/conversations.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const NUMBER = '+27825551004';
const PATH = `/api/sms/conversations/${encodeURIComponent(NUMBER)}`;
const blank = {
  body: null,
  source: null,
  campaignId: 7,
  campaignName: 'Order Tracking',
  status: null,
  replyType: null,
  keyword: null,
  url: null,
  clicks: null,
  optoutList: null,
};
const event = (
  key: string,
  kind: ConversationEvent['kind'],
  at: string,
  extra: Partial<ConversationEvent>,
) => ({
  ...blank,
  key,
  kind,
  at,
  ...extra,
});
const newest: Conversation = {
  cellphone: NUMBER,
  contactName: 'Thandi Mokoena',
  events: [
    event('reply:1', 'Reply', '2026-03-01T09:00:00.000Z', {
      body: 'Is my order arriving today?',
      replyType: 'Unallocated',
    }),
    event('message:2', 'Response', '2026-03-01T09:05:00.000Z', {
      body: 'Yes, between 14:00 and 17:00.',
      status: 'Delivered',
    }),
  ],
  older: '1740819600000.0.1',
  respondBlocked: null,
  respondCampaign: 'Order Tracking',
  conversationUntil: '2999-03-02T09:00:00.000Z',
};
const older: Conversation = {
  ...newest,
  events: [
    event('message:1', 'Sent', '2026-03-01T08:00:00.000Z', {
      body: 'Your order is on its way',
      status: 'Delivered',
    }),
    event('click:1', 'Click', '2026-03-01T08:10:00.000Z', { url: 'https://acme.test/track', clicks: 2 }),
  ],
  older: null,
};

describe('Conversation', () => {
  beforeEach(() => mockViewportWidth(1366));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the number’s events oldest first, loads older ones, and shows a refusal in its words', async () => {
    const fetchMock = mockApi({
      ...sessionRoutes(clientUser),
      [`GET ${PATH}`]: (_init, url) => ({ body: url?.searchParams.get('before') ? older : newest }),
      [`POST ${PATH}/responses`]: {
        status: 422,
        body: errorBody(
          'RECIPIENT_SUPPRESSED',
          'This number opted out of your messages, so the response was not sent.',
        ),
      },
    });
    renderApp(`/smsmarketing/conversations/${encodeURIComponent(NUMBER)}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Conversation with Thandi Mokoena' },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(screen.getByTestId('conversation-number')).toHaveTextContent(NUMBER);
    await waitFor(() =>
      expect(document.title).toMatch(/^Conversation with Thandi Mokoena \(\+27825551004\)/),
    );
    const bodies = () => within(screen.getByTestId('conversation')).getAllByTestId('conversation-body');
    expect(bodies().map((b) => b.textContent)).toEqual([
      'Is my order arriving today?',
      'Yes, between 14:00 and 17:00.',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(bodies()).toHaveLength(3));
    expect(bodies()[0]).toHaveTextContent('Your order is on its way');
    expect(screen.getByTestId('conversation')).toHaveTextContent('Opened https://acme.test/track (2 clicks)');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Response' }), 'Thanks!');
    expect(screen.getByTestId('sms-counter')).toHaveTextContent('1 SMS');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('respond-failure', {}, { timeout: 5_000 })).toHaveTextContent(
      'This number opted out of your messages, so the response was not sent.',
    );
    const posted = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(posted![1]!.body))).toMatchObject({ message: 'Thanks!' });
  });

  it('says so for a malformed number', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      'GET /api/sms/conversations/12ab': {
        status: 400,
        body: errorBody(
          'VALIDATION_FAILED',
          '12ab is not a valid cellphone number. Type it as 0821234567, 27821234567 or +27 82 123 4567.',
        ),
      },
    });
    renderApp('/smsmarketing/conversations/12ab');
    expect(await screen.findByTestId('conversation-invalid', {}, { timeout: 5_000 })).toHaveTextContent(
      '12ab is not a valid cellphone number.',
    );
  });
});
