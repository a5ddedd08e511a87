import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DMA_EXCLUSION_WARNING } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

function setup(path: string, extra: MockRoutes = {}, allowInternationalisation = true) {
  const bodies: Record<string, unknown> = {};
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/user/settings': { body: { allowInternationalisation, defaultCountryIso3166: 'BW' } },
    'GET /api/country': {
      body: [
        { iso3166Code: 'BW', name: 'Botswana' },
        { iso3166Code: 'ZA', name: 'South Africa' },
      ],
    },
    'POST /api/sms/lists/empty': (init) => {
      bodies.empty = JSON.parse(String(init?.body));
      return { status: 201, body: { listId: 3, jobId: null } };
    },
    'POST /api/sms/lists/all': { body: { rows: [], totalRows: 0 } },
    'GET /api/settings': {
      body: {
        optoutConfirmation: true,
        limitDownloads: false,
        apiHost: 'a',
        smsShortUrlHost: 'b',
        senderName: 'Acme',
        optoutLine: 'Acme: Reply STOP to opt out',
      },
    },
    'GET /api/lists/mysql/connection-strings': { body: [] },
    ...extra,
  });
  return { ...renderApp(path), bodies, user: userEvent.setup() };
}

describe('New SMS List wizard', () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the five steps and validates the list name', async () => {
    const { user } = setup('/smsmarketing/sms-lists/new');
    expect(await screen.findByRole('heading', { name: 'New SMS List' })).toBeInTheDocument();
    const steps = within(screen.getByLabelText('Wizard steps'));
    for (const title of [
      'Name Your List',
      'Specify Data Source',
      'Select First Row',
      'Map Columns',
      'Preview Import',
    ]) {
      expect(steps.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('List name is required')).toBeInTheDocument();
    expect(screen.getByTestId('step-title')).toHaveTextContent('1. Name Your List');
    await waitFor(() => expect(document.title).toBe('New SMS List | Acme Messaging'));
  });

  it('asks before ticking the DMA exclusion box', async () => {
    const { user } = setup('/smsmarketing/sms-lists/new');
    const box = await screen.findByRole('checkbox', { name: 'This is a DMA exclusion list' });
    await user.click(box);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(DMA_EXCLUSION_WARNING);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, tick it' }));
    expect(box).toBeChecked();
  });

  it('defaults the country to the user setting, requires a file, goes Back, and creates an empty list', async () => {
    const { user, bodies, router } = setup('/smsmarketing/sms-lists/new');
    // The field shows the code until GET /api/country answers, then the country's name.
    const country = await screen.findByRole('combobox', { name: 'Country' });
    await waitFor(() => expect(country).toHaveValue('Botswana'));
    await user.type(screen.getByLabelText(/List name/), 'Spring');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('step-title')).toHaveTextContent('2. Specify Data Source');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please upload a file to import contacts from.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'MySql' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please specify a valid MySql connection string to import contacts from.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/List name/)).toHaveValue('Spring');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create an empty list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists'));
    expect(bodies.empty).toEqual({
      listName: 'Spring',
      description: '',
      countryIso3166: 'BW',
      exclusionList: false,
    });
  });

  it('hides the country when internationalisation is off', async () => {
    setup('/smsmarketing/sms-lists/new', {}, false);
    await screen.findByLabelText(/List name/);
    expect(screen.queryByRole('combobox', { name: 'Country' })).toBeNull();
  });
});

describe('Import SMS Contacts wizard', () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  it('has four steps, names the list and shows the country on the data source step', async () => {
    setup('/smsmarketing/sms-lists/11/importContacts', {
      'GET /api/sms/lists/11': {
        body: {
          id: 11,
          name: 'Spring',
          listName: 'Spring',
          description: null,
          dateCreated: '2026-03-01T00:00:00Z',
          contacts: 1,
          optouts: 0,
          dmaOptouts: 0,
          status: 2,
          newProcess: false,
          exclusionList: false,
          needsRefresh: false,
          countryIso3166: 'ZA',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Import SMS Contacts' })).toBeInTheDocument();
    expect(screen.getByText('Import into Spring')).toBeInTheDocument();
    expect(screen.getByTestId('step-title')).toHaveTextContent('1. Specify Data Source');
    expect(within(screen.getByLabelText('Wizard steps')).queryByText('Name Your List')).toBeNull();
    expect(await screen.findByRole('combobox', { name: 'Country' })).toHaveValue('South Africa');
    expect(screen.queryByRole('button', { name: 'Create an empty list' })).toBeNull();
  });
});
