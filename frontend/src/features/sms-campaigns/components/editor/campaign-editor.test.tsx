import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Campaign } from '@contracts/campaigns/campaigns.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { accountSettings, campaign, categoryGroups, providers } from '../../testing/campaign-fixtures';

function setup(
  current: Campaign = campaign(),
  extra: MockRoutes = {},
  path = `/smsmarketing/sms-campaigns/${current.id}`,
) {
  const sent: Record<string, unknown[]> = {};
  const record =
    (key: string, answer: { status?: number; body?: unknown }) => (init: RequestInit | undefined) => {
      (sent[key] ??= []).push(init?.body === undefined ? undefined : JSON.parse(String(init.body)));
      return answer;
    };
  const base = `/api/sms/campaigns/${current.id}`;
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/categories/sms': { body: categoryGroups },
    'GET /api/sms/providers/short': { body: providers },
    'GET /api/settings': { body: accountSettings },
    [`GET ${base}`]: { body: current },
    [`PATCH ${base}/provider`]: record('provider', { status: 204 }),
    [`PATCH ${base}/messages`]: record('messages', { body: { ids: [501, 502] } }),
    [`PATCH ${base}/replies`]: record('replies', { status: 204 }),
    [`PATCH ${base}/audience`]: record('audience', { status: 204 }),
    'GET /api/sms/campaign-audience-lists': {
      body: [
        { id: 7, name: 'Customers', contacts: 1200, exclusionList: false },
        { id: 8, name: 'Staff', contacts: 12, exclusionList: false },
      ],
    },
    [`PATCH ${base}/send-active`]: record('send-active', { status: 204 }),
    [`PATCH ${base}/name`]: record('name', { status: 204 }),
    [`PATCH ${base}/category`]: record('category', { body: { id: 9, name: 'Billing', groupName: null } }),
    ...extra,
  });
  const view = renderApp(path);
  return { ...view, sent, user: userEvent.setup() };
}

const section = (title: string) => screen.getByRole('region', { name: title });

describe('Edit SMS Campaign', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the name, category, type and the API send URL of a transactional campaign', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'OTP sender', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('campaign-category')).toHaveTextContent('Ungrouped / Misc');
    expect(screen.getByTestId('campaign-type')).toHaveTextContent('Transactional');
    expect(await screen.findByTestId('api-send-url')).toHaveTextContent(
      'https://api.pulsar.test/campaigns/sms/42/sms/send?apikey={apikey}&to={to}',
    );
    await waitFor(() => expect(document.title).toBe('Edit SMS Campaign | Acme Messaging'));
  });

  it('has no API send URL for other campaign types', async () => {
    setup(campaign({ type: 0 }));
    expect(await screen.findByTestId('campaign-type')).toHaveTextContent('Simple');
    expect(screen.queryByTestId('api-url-alert')).not.toBeInTheDocument();
  });

  it('reaches the editor from the list link form', async () => {
    const { router } = setup(campaign(), {}, '/smsmarketing/smscampaigns/edit?smscampaignid=42');
    expect(await screen.findByRole('heading', { name: 'OTP sender', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/smsmarketing/sms-campaigns/42');
  });

  it('says when the campaign does not exist', async () => {
    setup(campaign(), { 'GET /api/sms/campaigns/42': { status: 404, body: errorBody('NOT_FOUND', 'Nope') } });
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
  });

  it('shows untouched steps with a placeholder and an add button', async () => {
    setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    for (const [title, add] of [
      ['Provider', 'Add provider'],
      ['Messages', 'Add messages'],
      ['Replies', 'Add replies'],
    ] as const) {
      expect(within(section(title)).getByLabelText(`${title} step: Untouched`)).toBeInTheDocument();
      expect(within(section(title)).getByRole('button', { name: add })).toBeEnabled();
    }
  });

  it('Provider: invalid save, locked steps, cancel, then a valid save', async () => {
    const { sent, user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(within(section('Provider')).getByRole('button', { name: 'Add provider' }));
    expect(within(section('Messages')).getByRole('button', { name: 'Add messages' })).toBeDisabled();
    expect(within(section('Replies')).getByRole('button', { name: 'Add replies' })).toBeDisabled();

    await user.click(within(section('Provider')).getByRole('button', { name: 'Save' }));
    expect(within(section('Provider')).getByText('Please select a provider option')).toBeInTheDocument();
    expect(within(section('Provider')).getByLabelText('Provider step: Invalid')).toBeInTheDocument();
    expect(sent.provider).toBeUndefined();

    await user.click(within(section('Provider')).getByRole('radio', { name: /Selected Provider/ }));
    await user.click(within(section('Provider')).getByRole('button', { name: 'Save' }));
    expect(within(section('Provider')).getByText('Please select a provider')).toBeInTheDocument();

    await user.click(within(section('Provider')).getByRole('button', { name: 'Cancel' }));
    expect(within(section('Provider')).getByLabelText('Provider step: Untouched')).toBeInTheDocument();
    expect(within(section('Messages')).getByRole('button', { name: 'Add messages' })).toBeEnabled();

    await user.click(within(section('Provider')).getByRole('button', { name: 'Add provider' }));
    await user.click(within(section('Provider')).getByRole('radio', { name: /Selected Provider/ }));
    await user.click(within(section('Provider')).getByRole('combobox', { name: 'Provider' }));
    expect(screen.getByRole('option', { name: /Old Gateway/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'MTN Reverse · Reverse Billed' }));
    await user.click(within(section('Provider')).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(section('Provider')).getByLabelText('Provider step: Valid')).toBeInTheDocument(),
    );
    expect(sent.provider).toEqual([{ option: 'SelectedProvider', providerId: 2 }]);
    expect(section('Provider')).toHaveTextContent('MTN Reverse');
  });

  it('Messages: validates every message, counts SMS live, saves and keeps the returned ids', async () => {
    const { sent, user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    const messages = () => section('Messages');
    await user.click(within(messages()).getByRole('button', { name: 'Add messages' }));
    await user.click(within(messages()).getByRole('button', { name: 'Save' }));
    expect(within(messages()).getByText('Please enter a message')).toBeInTheDocument();

    await user.click(within(messages()).getByRole('textbox', { name: 'Message 1' }));
    await user.paste('Hi {name}');
    expect(within(messages()).queryByText('Please enter a message')).not.toBeInTheDocument();
    const counter = within(messages()).getByTestId('sms-counter');
    expect(counter).toHaveTextContent('149 characters left·1 SMS'); // braces cost two septets each
    expect(counter).toHaveAttribute('data-level', 'normal');

    await user.click(within(messages()).getByRole('button', { name: 'Add message' }));
    await user.type(within(messages()).getByRole('textbox', { name: 'Message 2' }), 'Olá ✓');
    expect(within(messages()).getAllByTestId('sms-counter')[1]).toHaveTextContent(
      'Unicode65 characters left·1 SMS',
    );
    await user.click(within(messages()).getByRole('switch', { name: 'Message 1 active' }));
    await user.click(within(messages()).getByRole('switch', { name: 'Message 2 active' }));
    await user.click(within(messages()).getByRole('button', { name: 'Save' }));
    expect(within(messages()).getByText('Please add at least one active message')).toBeInTheDocument();

    await user.click(within(messages()).getByRole('switch', { name: 'Message 2 active' }));
    await user.type(within(messages()).getByLabelText('Click URL (optional)'), 'ftp://nope');
    await user.click(within(messages()).getByRole('button', { name: 'Save' }));
    expect(within(messages()).getByText('Click URL must be a valid URL.')).toBeInTheDocument();
    await user.clear(within(messages()).getByLabelText('Click URL (optional)'));
    await user.type(within(messages()).getByLabelText('Click URL (optional)'), 'www.example.com');
    await user.click(within(messages()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(messages()).getByLabelText('Messages step: Valid')).toBeInTheDocument(),
    );
    expect(sent.messages).toEqual([
      {
        messages: [
          { id: null, active: false, message: 'Hi {name}', abVariant: false },
          { id: null, active: true, message: 'Olá ✓', abVariant: false },
        ],
        clickUrl: 'www.example.com',
        abTest: null,
      },
    ]);

    // The saved ids go into the model: the next save sends them.
    await user.click(within(messages()).getByRole('button', { name: 'Edit' }));
    await user.click(within(messages()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.messages).toHaveLength(2));
    expect(sent.messages?.[1]).toMatchObject({
      messages: [{ id: 501 }, { id: 502 }],
    });
  });

  it('Messages: shows warning and error levels against the current part', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(within(section('Messages')).getByRole('button', { name: 'Add messages' }));
    const box = within(section('Messages')).getByRole('textbox', { name: 'Message 1' });
    const counter = () => within(section('Messages')).getByTestId('sms-counter');
    await user.click(box);
    await user.paste('a'.repeat(152));
    expect(counter()).toHaveAttribute('data-level', 'warning');
    await user.paste('a'.repeat(6));
    expect(counter()).toHaveAttribute('data-level', 'error');
    expect(counter()).toHaveTextContent('2 characters left·1 SMS');
    await user.paste('a'.repeat(149));
    expect(counter()).toHaveTextContent('152 characters left·3 SMS');
  });

  it('Messages: Cancel restores the saved model', async () => {
    const saved = campaign({
      messages: { messages: [{ id: 5, active: true, message: 'Saved text' }], clickUrl: null },
    });
    const { user } = setup(saved);
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(within(section('Messages')).getByRole('button', { name: 'Edit' }));
    const box = within(section('Messages')).getByRole('textbox', { name: 'Message 1' });
    await user.clear(box);
    await user.type(box, 'Changed');
    await user.click(within(section('Messages')).getByRole('button', { name: 'Cancel' }));
    expect(section('Messages')).toHaveTextContent('Saved text');
    await user.click(within(section('Messages')).getByRole('button', { name: 'Edit' }));
    expect(within(section('Messages')).getByRole('textbox', { name: 'Message 1' })).toHaveValue('Saved text');
  });

  it("Replies: a static keyword is required; the server's field messages are shown", async () => {
    const { sent, user } = setup(campaign(), {
      'PATCH /api/sms/campaigns/42/replies': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid', {
          staticKeyword: ['The keyword can have at most 50 characters.'],
        }),
      },
    });
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    const replies = () => section('Replies');
    await user.click(within(replies()).getByRole('button', { name: 'Add replies' }));
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(within(replies()).getByText('Please select a reply type')).toBeInTheDocument();
    await user.click(within(replies()).getByRole('combobox', { name: 'Reply type' }));
    await user.click(screen.getByRole('option', { name: 'Static keyword' }));
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(within(replies()).getByText('Please enter a keyword')).toBeInTheDocument();
    await user.type(within(replies()).getByLabelText('Keyword'), 'JOIN');
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(
      await within(replies()).findByText('The keyword can have at most 50 characters.'),
    ).toBeInTheDocument();
    expect(within(replies()).getByLabelText('Replies step: Invalid')).toBeInTheDocument();
    expect(sent.replies).toBeUndefined();
  });

  it('Active switch: activation needs an active message', async () => {
    const { sent, user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(
      screen.getByText('You must have at least one active message to activate the campaign.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent['send-active']).toBeUndefined();
  });

  it("Active switch: confirms, saves at once, and shows the server's refusal", async () => {
    const withMessage = campaign({
      messages: { messages: [{ id: 5, active: true, message: 'Hello' }], clickUrl: null },
    });
    const { sent, user } = setup(withMessage);
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    const dialog = screen.getByRole('dialog', { name: 'Activate campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked());
    expect(sent['send-active']).toEqual([{ active: true }]);
    expect(screen.getByText('Sends messages')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Make campaign dormant' })).getByRole('button', {
        name: 'Make dormant',
      }),
    );
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked());
    expect(sent['send-active']).toEqual([{ active: true }, { active: false }]);
  });

  it('Active switch: a 400 answer shows its message', async () => {
    const withMessage = campaign({
      messages: { messages: [{ id: 5, active: true, message: 'Hello' }], clickUrl: null },
    });
    const message = 'You must have at least one active message to activate the campaign.';
    const { user } = setup(withMessage, {
      'PATCH /api/sms/campaigns/42/send-active': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', message, { active: [message] }),
      },
    });
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  it('changes the name and the category', async () => {
    const { sent, user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(screen.getByRole('button', { name: 'Change name' }));
    const nameDialog = screen.getByRole('dialog', { name: 'Change name' });
    await user.clear(within(nameDialog).getByLabelText('Campaign name'));
    await user.click(within(nameDialog).getByRole('button', { name: 'Save' }));
    expect(within(nameDialog).getByText('Campaign name is required.')).toBeInTheDocument();
    await user.type(within(nameDialog).getByLabelText('Campaign name'), ' PIN codes ');
    await user.click(within(nameDialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'PIN codes', level: 1 })).toBeInTheDocument();
    expect(sent.name).toEqual([{ name: 'PIN codes' }]);

    await user.click(screen.getByRole('button', { name: 'Change category' }));
    const categoryDialog = screen.getByRole('dialog', { name: 'Change category' });
    await user.click(within(categoryDialog).getByRole('radio', { name: 'New category' }));
    await user.type(within(categoryDialog).getByLabelText('New category name'), 'Billing');
    await user.click(within(categoryDialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByTestId('campaign-category')).toHaveTextContent('Ungrouped / Billing'),
    );
    expect(sent.category).toEqual([{ newCategoryName: 'Billing' }]);
  });
  it('Replies: saves an optional callback URL, checks its form, and shows the server refusing a private address', async () => {
    const refused =
      'This URL points to a private, loopback or link-local network address. Callbacks can only be sent to addresses on the public internet.';
    let answer: { status: number; body?: unknown } = {
      status: 422,
      body: errorBody('HOST_NOT_ALLOWED', refused, { callbackUrl: [refused] }),
    };
    const bodies: unknown[] = [];
    const { user } = setup(campaign(), {
      'PATCH /api/sms/campaigns/42/replies': (init) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer;
      },
    });
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    const replies = () => section('Replies');
    await user.click(within(replies()).getByRole('button', { name: 'Add replies' }));
    await user.click(within(replies()).getByRole('combobox', { name: 'Reply type' }));
    await user.click(screen.getByRole('option', { name: 'Default' }));
    const url = within(replies()).getByLabelText('Callback URL (optional)');
    await user.type(url, 'crm.example.com/hooks');
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(
      within(replies()).getByText('Please enter a valid URL starting with http:// or https://'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.clear(url);
    await user.type(url, 'http://10.0.0.8/hooks');
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(await within(replies()).findByText(refused)).toBeInTheDocument();
    answer = { status: 204 };
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/hooks');
    await user.click(within(replies()).getByRole('button', { name: 'Save' }));
    expect(
      await within(replies()).findByText('Callback URL: https://crm.example.com/hooks'),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      receiveActive: true,
      type: 'Default',
      staticKeyword: null,
      callbackUrl: 'https://crm.example.com/hooks',
    });
  }, 20_000);

  it('Audience and schedule: only scheduled campaigns have it; Untouched blocks activation; a valid save', async () => {
    const simple = campaign({
      type: 0,
      messages: { messages: [{ id: 5, active: true, message: 'Hello' }], clickUrl: null },
    });
    const { sent, user } = setup(simple);
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    const step = section('Audience and schedule');
    expect(within(step).getByText('The audience and schedule have not been set up yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(
      screen.getByText('You must complete the Audience and schedule step to activate the campaign.'),
    ).toBeInTheDocument();
    expect(sent['send-active']).toBeUndefined();

    await user.click(within(step).getByRole('button', { name: 'Add audience and schedule' }));
    await user.click(within(step).getByRole('button', { name: 'Save' }));
    expect(
      within(step).getByText('Please select at least one SMS list for the audience.'),
    ).toBeInTheDocument();
    await user.click(within(step).getByLabelText('SMS lists'));
    await user.click(await screen.findByRole('option', { name: /Staff/ }));
    await user.click(within(step).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.audience).toHaveLength(1));
    expect(sent.audience![0]).toMatchObject({ includeListIds: [8], recycleCampaignDays: null });
    expect(await within(step).findByText('To: Staff')).toBeInTheDocument();
  }, 15_000);

  it('Audience and schedule: a transactional campaign has no such step', async () => {
    setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    expect(screen.queryByRole('region', { name: 'Audience and schedule' })).not.toBeInTheDocument();
  });
});
