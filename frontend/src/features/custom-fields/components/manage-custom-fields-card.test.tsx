import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomFieldDefinition } from '@contracts/custom-fields/custom-fields.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const SAVED: CustomFieldDefinition[] = [
  {
    id: 7,
    name: 'Shoe_size',
    label: 'Shoe size',
    inputType: 'Text',
    dropdownOptions: [],
    scope: 'Account',
    listId: null,
    listName: null,
  },
  {
    id: 8,
    name: 'Branch',
    label: 'Branch',
    inputType: 'Dropdown',
    dropdownOptions: [{ label: 'Cape Town', value: 'CPT' }],
    scope: 'List',
    listId: 3,
    listName: 'Walk-ins',
  },
];
const LIST_ROW = {
  id: 3,
  name: 'Walk-ins',
  listName: 'Walk-ins',
  description: null,
  dateCreated: '2026-11-01',
  contacts: 0,
  optouts: 0,
  dmaOptouts: 0,
  status: 2,
  newProcess: true,
  exclusionList: false,
  needsRefresh: false,
  countryIso3166: 'ZA',
};

function setup(routes: MockRoutes = {}) {
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
    'GET /api/settings/webhook-secret': { body: { secret: 'whsec_x', previousSecretValidUntil: null } },
    'GET /api/sms/custom-fields': { body: SAVED },
    'POST /api/sms/lists/all': { body: { rows: [LIST_ROW], totalRows: 1 } },
    ...routes,
  });
  return { ...renderApp('/settings'), fetchMock, user: userEvent.setup() };
}

const card = () => screen.getByRole('region', { name: 'Manage Custom Fields' });
const fieldGroup = (name: string) => within(card()).getByRole('group', { name: `Custom field ${name}` });
const posted = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes('/api/sms/custom-fields') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)) as { fields: unknown[] });

vi.setConfig({ testTimeout: 30_000 });

describe('Settings › Manage Custom Fields', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('lists account and list fields with their list; saved names and types are fixed', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { name: 'Manage Custom Fields', level: 2 }),
    ).toBeInTheDocument();
    const shoe = await waitFor(() => fieldGroup('Shoe_size'));
    expect(within(shoe).getByLabelText('Name')).toBeDisabled();
    expect(within(shoe).getByLabelText('Label')).toHaveValue('Shoe size');
    const branch = fieldGroup('Branch');
    expect(within(branch).getByRole('combobox', { name: 'Scope' })).toHaveTextContent('List: Walk-ins');
    expect(within(branch).getByRole('combobox', { name: 'Type' })).toHaveTextContent('Dropdown');
    expect(within(branch).getByLabelText('Option 1 label')).toHaveValue('Cape Town');
  });

  it('checks the rules on the field before saving, then saves every field together', async () => {
    const saveAnswer = [...SAVED, { ...SAVED[0]!, id: 9, name: 'Home_town', label: 'Home town' }];
    const { user, fetchMock } = setup({ 'POST /api/sms/custom-fields': { body: saveAnswer } });
    await waitFor(() => fieldGroup('Shoe_size'));
    await user.click(within(card()).getByRole('button', { name: 'Add field' }));
    const added = within(card()).getByRole('group', { name: 'Custom field new field 3' });
    await user.type(within(added).getByLabelText('Name'), 'shoe_SIZE');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    const group = fieldGroup('shoe_SIZE');
    expect(within(group).getByText('Field name must be unique')).toBeInTheDocument();
    expect(within(group).getByText('Label is required')).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);

    await user.clear(within(group).getByLabelText('Name'));
    await user.type(within(group).getByLabelText('Name'), 'Home town');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(
      within(fieldGroup('Home town')).getByText(
        'Field name can only contain characters, digits, and underscores',
      ),
    ).toBeInTheDocument();

    await user.clear(within(fieldGroup('Home town')).getByLabelText('Name'));
    await user.type(within(card()).getAllByLabelText('Name')[2]!, 'Home_town');
    await user.type(within(fieldGroup('Home_town')).getByLabelText('Label'), 'Home town');
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Custom fields saved.')).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([
      {
        fields: [
          {
            id: 7,
            name: 'Shoe_size',
            label: 'Shoe size',
            inputType: 'Text',
            dropdownOptions: [],
            scope: 'Account',
            listId: null,
          },
          {
            id: 8,
            name: 'Branch',
            label: 'Branch',
            inputType: 'Dropdown',
            dropdownOptions: [{ label: 'Cape Town', value: 'CPT' }],
            scope: 'List',
            listId: 3,
          },
          {
            id: 0,
            name: 'Home_town',
            label: 'Home town',
            inputType: 'Text',
            dropdownOptions: [],
            scope: 'Account',
            listId: null,
          },
        ],
      },
    ]);
    expect(within(fieldGroup('Home_town')).getByLabelText('Name')).toBeDisabled();
  });

  it('shows the server’s messages on the field, and a 409 above the buttons', async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: errorBody('VALIDATION_FAILED', 'Some of the information sent is not valid.', {
        'fields.1.dropdownOptions.0.value': ['Option value is required'],
      }),
    };
    const { user } = setup({ 'POST /api/sms/custom-fields': () => answer });
    await waitFor(() => fieldGroup('Branch'));
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(await within(fieldGroup('Branch')).findByText('Option value is required')).toBeInTheDocument();

    answer = {
      status: 409,
      body: errorBody(
        'CONFLICT',
        'These fields are used by page forms and cannot be deleted: Shoe_size (Spring sale).',
      ),
    };
    await user.click(within(fieldGroup('Shoe_size')).getByRole('button', { name: 'Delete Shoe_size' }));
    await user.click(await within(card()).findByRole('button', { name: 'Save' }));
    expect(
      await within(card()).findByText(/used by page forms and cannot be deleted: Shoe_size/),
    ).toBeInTheDocument();
    // Cancel brings the saved fields back.
    await user.click(within(card()).getByRole('button', { name: 'Cancel' }));
    expect(fieldGroup('Shoe_size')).toBeInTheDocument();
  });

  it('asks for a dropdown option’s label and value', async () => {
    const { user, fetchMock } = setup();
    await waitFor(() => fieldGroup('Branch'));
    const branch = fieldGroup('Branch');
    await user.click(within(branch).getByRole('button', { name: 'Add option' }));
    await user.click(within(card()).getByRole('button', { name: 'Save' }));
    expect(within(branch).getByText('Option label is required')).toBeInTheDocument();
    expect(within(branch).getByText('Option value is required')).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(0);
  });
});
