import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi, type MockAnswer } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { accountSettings, campaign, categoryGroups, providers } from '../../testing/campaign-fixtures';
import { SUPPRESSED_RECORDED_TEXT, SUPPRESSED_TITLE, TEST_NUMBER_REQUIRED } from './send-test-dialog';

function setup(answer: MockAnswer) {
  const sent: unknown[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/categories/sms': { body: categoryGroups },
    'GET /api/sms/providers/short': { body: providers },
    'GET /api/settings': { body: accountSettings },
    'GET /api/sms/campaigns/42': { body: campaign() },
    'POST /api/sms/campaigns/42/test-send': (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return typeof answer === 'function' ? answer(init) : answer;
    },
  });
  return { ...renderApp('/smsmarketing/sms-campaigns/42'), sent, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Send a test' }));
  return screen.findByRole('dialog', { name: 'Send a test' });
}

describe('Send a test (transactional campaigns)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('links the API URL alert to the Settings API keys', async () => {
    setup({ status: 202, body: {} });
    const link = await screen.findByRole('link', { name: 'Settings › API keys' });
    expect(link).toHaveAttribute('href', '/settings#api-keys');
  });

  it('needs a number, sends it, and shows the answer with a link to the status page', async () => {
    const { user, sent } = setup({
      status: 202,
      body: { messageId: 9001, status: 'Queued', segments: 2, to: '+27821234567' },
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(within(dialog).getByText(TEST_NUMBER_REQUIRED)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByLabelText('Cellphone number'), ' 082 123 4567 ');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    const result = await within(dialog).findByTestId('test-send-result');
    expect(sent).toEqual([{ to: '082 123 4567' }]);
    expect(result).toHaveTextContent('Test message accepted');
    expect(within(result).getByTestId('test-send-message-id')).toHaveTextContent('9001');
    expect(within(result).getByTestId('test-send-status')).toHaveTextContent('Queued');
    expect(within(result).getByTestId('test-send-to')).toHaveTextContent('+27821234567');
    expect(within(result).getByTestId('test-send-sms-parts')).toHaveTextContent('2');
    expect(within(result).getByRole('link', { name: 'See it on the campaign status page' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=42',
    );
  });

  it('explains a refusal for a suppressed number (422) with the API’s reason and a link to the status page', async () => {
    const reason = 'This recipient opted out of your messages, so nothing was sent.';
    const { user } = setup({ status: 422, body: errorBody('RECIPIENT_SUPPRESSED', reason) });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Cellphone number'), '0821234567');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    const refusal = await within(dialog).findByTestId('test-send-suppressed');
    expect(refusal).toHaveTextContent(SUPPRESSED_TITLE);
    expect(refusal).toHaveTextContent(`${reason} ${SUPPRESSED_RECORDED_TEXT}`);
    expect(within(refusal).getByRole('link', { name: 'See it on the campaign status page' })).toHaveAttribute(
      'href',
      '/smsmarketing/smscampaigns/status?smscampaignid=42',
    );
    expect(within(dialog).queryByTestId('test-send-result')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('test-send-error')).not.toBeInTheDocument();
  });

  it('shows the API’s message: a bad number on the field, a Dormant campaign or a rate limit above', async () => {
    let answer = {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Invalid', { to: ['This is not a valid South African number.'] }),
    };
    const { user } = setup(() => answer);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Cellphone number'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByText('This is not a valid South African number.')).toBeInTheDocument();

    answer = { status: 409, body: errorBody('CONFLICT', 'The campaign is Dormant: activate it first.') };
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByTestId('test-send-error')).toHaveTextContent(
      'The campaign is Dormant: activate it first.',
    );
    answer = { status: 429, body: errorBody('TOO_MANY_ATTEMPTS', 'Too many requests; try again in 1 s.') };
    await user.click(within(dialog).getByRole('button', { name: 'Send test' }));
    expect(await within(dialog).findByTestId('test-send-error')).toHaveTextContent(
      'Too many requests; try again in 1 s.',
    );
  });
});
