import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { Campaign } from '@contracts/campaigns/campaigns.schemas';
import { accountSettings, campaign, categoryGroups, providers } from '../../testing/campaign-fixtures';

// The Messages step's merge fields (issue 31): Insert field, the previewed contact, the longest case and the
// unknown-field warning, against a mocked GET …/merge-preview.

const CONTACTS = [
  { cellphone: '+27821000001', values: { FIRSTNAME: 'Thandi', STORE: 'Rosebank' } },
  { cellphone: '+27821000002', values: { FIRSTNAME: null, STORE: null } },
];

function setup(saved: Campaign['messages'] = null) {
  const asked: number[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/categories/sms': { body: categoryGroups },
    'GET /api/sms/providers/short': { body: providers },
    'GET /api/settings': { body: accountSettings },
    'GET /api/sms/campaigns/42': {
      body: campaign({ type: 0, messages: saved }),
    },
    'GET /api/sms/campaigns/42/merge-preview': (_init, url) => {
      const position = Number(url?.searchParams.get('contact') ?? 0);
      asked.push(position);
      return {
        body: {
          fields: [
            { name: 'FIRSTNAME', label: 'First Name' },
            { name: 'LASTNAME', label: 'Last Name' },
            { name: 'Store', label: 'Favourite store' },
          ],
          contacts: 2,
          contact: { position, ...CONTACTS[position]! },
          maxLengths: { FIRSTNAME: 30, LASTNAME: 0, STORE: 8 },
        },
      };
    },
  });
  renderApp('/smsmarketing/sms-campaigns/42');
  return { asked, user: userEvent.setup() };
}

const messages = () => screen.getByRole('region', { name: 'Messages' });

describe('merge fields in the Messages step', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('inserts a field at the cursor, previews it for a contact and counts the longest case', async () => {
    const { asked, user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(within(messages()).getByRole('button', { name: 'Add messages' }));
    const text = within(messages()).getByRole('textbox', { name: 'Message 1' });
    await user.click(text);
    await user.paste('Hi , see you at #store|our shop#');
    (text as HTMLTextAreaElement).setSelectionRange(3, 3);
    await user.click(await within(messages()).findByRole('button', { name: 'Insert field into Message 1' }));
    await user.click(await screen.findByRole('menuitem', { name: /First Name/ }));
    expect(text).toHaveValue('Hi #FIRSTNAME#, see you at #store|our shop#');

    const preview = within(messages()).getByTestId('merge-preview');
    expect(preview).toHaveTextContent('As +27821000001 receives it');
    expect(preview).toHaveTextContent('Hi Thandi, see you at Rosebank');
    // The counter counts the previewed contact's text: 30 characters, 130 left.
    expect(within(messages()).getByTestId('sms-counter')).toHaveTextContent('130 characters left·1 SMS');
    // The longest: 30 characters for the name, "our shop" (8) for the store: 3 + 30 + 13 + 8.
    expect(within(messages()).getByTestId('longest-case')).toHaveTextContent(
      'Longest over 2 contacts: 54 characters, 1 SMS',
    );

    await user.click(within(messages()).getByRole('button', { name: 'Next contact' }));
    await waitFor(() => expect(preview).toHaveTextContent('Hi , see you at our shop'));
    expect(within(messages()).getByTestId('preview-contact')).toHaveTextContent(
      '+27821000002 (contact 2 of 2)',
    );
    expect(asked).toContain(1);
    expect(within(messages()).queryByTestId('unknown-fields')).not.toBeInTheDocument();
  });

  it('says in plain words that an unknown field is sent as typed', async () => {
    const { user } = setup();
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    await user.click(within(messages()).getByRole('button', { name: 'Add messages' }));
    await within(messages()).findByRole('button', { name: 'Insert field into Message 1' });
    await user.click(within(messages()).getByRole('textbox', { name: 'Message 1' }));
    await user.paste('Hi #FRISTNAME#, code #CLICKURL#');
    expect(within(messages()).getByTestId('unknown-fields')).toHaveTextContent(
      '#FRISTNAME# is not a field we know, so it will be sent exactly as typed. Pick a field from "Insert field" or fix the name.',
    );
  });

  it('counts a saved message as the previewed contact receives it, and up to the longest over the audience', async () => {
    // As typed, 3 + 11 + 150 = 164 characters (2 SMS); Thandi receives 159 (1 SMS); a 30-character name, 183 (2 SMS).
    const text = `Hi #FIRSTNAME#${'.'.repeat(150)}`;
    setup({
      messages: [{ id: 7, active: true, message: text, abVariant: false }],
      clickUrl: null,
      abTest: null,
    });
    await screen.findByRole('heading', { name: 'OTP sender', level: 1 });
    expect(await within(messages()).findByText('1 SMS, up to 2 SMS')).toBeInTheDocument();
  });
});
