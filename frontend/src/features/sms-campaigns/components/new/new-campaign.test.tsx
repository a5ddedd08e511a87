import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { campaign, categoryGroups } from '../../testing/campaign-fixtures';

function setup(extra: MockRoutes = {}) {
  const bodies: unknown[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/categories/sms': { body: categoryGroups },
    'POST /api/sms/campaigns/transactional': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { id: 42 } };
    },
    'POST /api/sms/campaigns/scheduled': (init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { status: 201, body: { id: 42 } };
    },
    'GET /api/sms/campaign-audience-lists': {
      body: [
        { id: 7, name: 'Customers', contacts: 1200, exclusionList: false },
        { id: 8, name: 'Staff', contacts: 12, exclusionList: false },
        { id: 9, name: 'Do not contact', contacts: 3, exclusionList: true },
      ],
    },
    'GET /api/sms/campaigns/42': { body: campaign() },
    ...extra,
  });
  const view = renderApp('/smsmarketing/smscampaigns/create');
  return { ...view, bodies, user: userEvent.setup() };
}

describe('New SMS Campaign', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is reached from the create link, with three tabs and Transactional open', async () => {
    const { router, user } = setup();
    // The first test loads the page's code cold (the schedule fields bring the account settings' contracts).
    expect(
      await screen.findByRole('heading', { name: 'New SMS Campaign' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/smsmarketing/sms-campaigns/new');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Simple',
      'Long Running',
      'Transactional',
    ]);
    expect(screen.getByRole('tab', { name: 'Transactional' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Simple' }));
    expect(screen.getByRole('form', { name: 'New simple campaign' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Recycle campaign days')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Long Running' }));
    expect(screen.getByRole('form', { name: 'New long running campaign' })).toBeInTheDocument();
    expect(screen.getByLabelText('Recycle campaign days')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('New SMS Campaign | Acme Messaging'));
  });

  it("shows the schema's messages without calling the API", async () => {
    const { bodies, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(screen.getByText('Campaign name is required.')).toBeInTheDocument();
    expect(screen.getByText('Campaign category is required.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('creates with an existing, grouped category and opens the editor', async () => {
    const { bodies, router, user } = setup();
    await user.type(await screen.findByLabelText('Campaign name'), ' OTP sender ');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('Marketing')).toBeInTheDocument();
    expect(screen.getByText('Ungrouped')).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Misc' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-campaigns/42'));
    expect(bodies).toEqual([{ name: 'OTP sender', categoryId: 4 }]);
  });

  it('creates with a new category name', async () => {
    const { bodies, router, user } = setup();
    await user.type(await screen.findByLabelText('Campaign name'), 'Receipts');
    await user.click(screen.getByRole('radio', { name: 'New category' }));
    await user.type(screen.getByLabelText('New category name'), 'Billing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-campaigns/42'));
    expect(bodies).toEqual([{ name: 'Receipts', newCategoryName: 'Billing' }]);
  });

  it("puts the server's field messages under the fields", async () => {
    const { user } = setup({
      'POST /api/sms/campaigns/transactional': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid', {
          name: ['Campaign name is too long (at most 200 characters).'],
        }),
      },
    });
    await user.type(await screen.findByLabelText('Campaign name'), 'x');
    await user.click(screen.getByRole('radio', { name: 'New category' }));
    await user.type(screen.getByLabelText('New category name'), 'Billing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Campaign name is too long (at most 200 characters).'),
    ).toBeInTheDocument();
  });

  it('Cancel goes back to the list', async () => {
    const { router, user } = setup({
      'POST /api/sms/campaigns/list': { body: { rows: [], totalRows: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    // The list's code loads on demand: the router moves on once it has it.
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/smscampaigns'));
    expect(await screen.findByRole('heading', { name: 'SMS Campaigns' })).toBeInTheDocument();
  });

  it('Simple: says what is missing in the audience and schedule, without calling the API', async () => {
    const { bodies, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Simple' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getByText('Campaign name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one SMS list for the audience.')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one schedule day.')).toBeInTheDocument();
    expect(screen.getByText(/'DMA Exclusion' lists always exclude: Do not contact/)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('Long Running: creates with its audience, schedule, recycle and rest days and opens the editor', async () => {
    const { bodies, router, user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Long Running' }));
    await user.type(screen.getByLabelText('Campaign name'), 'Monthly promo');
    await user.click(screen.getByRole('radio', { name: 'New category' }));
    await user.type(screen.getByLabelText('New category name'), 'Promos');
    await user.click(screen.getByLabelText('SMS lists'));
    await user.click(await screen.findByRole('option', { name: /Customers/ }));
    expect(screen.queryByRole('option', { name: /Do not contact/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Recycle campaign days'));
    await user.type(screen.getByLabelText('Recycle campaign days'), '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-campaigns/42'));
    expect(bodies).toEqual([
      expect.objectContaining({
        type: 1,
        name: 'Monthly promo',
        newCategoryName: 'Promos',
        includeListIds: [7],
        excludeListIds: [],
        scheduleDays: [1, 2, 3, 4, 5],
        dailySendStartTime: '08:00',
        dailySendFinishTime: '17:00',
        timeZone: 'Africa/Johannesburg',
        finishDate: null,
        recycleCampaignDays: 30,
        restPeriodDays: 7,
      }),
    ]);
  });
});
