import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageListRequest, PageRow } from '@contracts/pages/pages.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const row = (over: Partial<PageRow> = {}): PageRow => ({
  id: 1,
  key: 'spring-sale',
  name: 'Spring Sale',
  title: 'Spring',
  smsCampaignCount: 2,
  emailCampaignCount: 0,
  createdDate: '2026-03-01T08:30:00.000Z',
  archived: false,
  ...over,
});

function setup(extra: MockRoutes = {}, rows: PageRow[] = [row()]) {
  const requests: PageListRequest[] = [];
  const creates: unknown[] = [];
  mockApi({
    ...sessionRoutes(clientUser),
    'POST /api/pages/list': (init) => {
      requests.push(JSON.parse(String(init?.body)) as PageListRequest);
      return { body: { rows, totalRows: rows.length } };
    },
    'POST /api/pages/create': (init) => {
      creates.push(JSON.parse(String(init?.body)));
      return {
        status: 409,
        body: {
          error: {
            code: 'CONFLICT',
            message: 'Error while creating the page. Try using different key.',
            fields: { key: ['Error while creating the page. Try using different key.'] },
          },
        },
      };
    },
    ...extra,
  });
  renderApp('/pages');
  return { requests, creates, user: userEvent.setup() };
}

describe('Pages list', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page 1 of 10 sorted by date created and shows the spec columns', async () => {
    const { requests } = setup();
    await screen.findByText('Number of pages: 1');
    expect(requests[0]).toEqual({
      filter: '',
      showArchived: false,
      sort: 'createdDate',
      sortDirection: 'asc',
      page: 1,
      rowsPerPage: 10,
    });
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Name',
      'Key',
      'Associated SMS Campaigns',
      'Associated Email Campaigns',
      'Date Created',
      'Actions',
    ]);
    const cells = within(screen.getByText('Spring Sale').closest('tr')!).getAllByRole('cell');
    expect(cells.map((c) => c.textContent).slice(0, 5)).toEqual([
      'Spring Sale',
      'spring-sale',
      '2',
      '0',
      '2026-03-01 10:30',
    ]);
  });

  it('shows the empty text, and Clear filters only while a filter or the archived view is set', async () => {
    const { requests, user } = setup({}, []);
    await screen.findByText("There are no pages, why don't you create one?");
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Archived' }));
    await user.click(screen.getByRole('option', { name: 'Show Archived' }));
    await waitFor(() => expect(requests.at(-1)?.showArchived).toBe(true));
    expect(clear).toBeEnabled();
    await user.click(clear);
    await waitFor(() => expect(requests.at(-1)?.showArchived).toBe(false));
  });

  it('suggests the ID from the name and shows a failed create on the ID field', async () => {
    const { creates, user } = setup();
    await screen.findByText('Number of pages: 1');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));
    const dialog = screen.getByRole('dialog', { name: 'New Page' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Autumn Offer 2026!');
    expect(within(dialog).getByRole('textbox', { name: 'ID' })).toHaveValue('autumn-offer-2026-');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Autumn');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('Error while creating the page. Try using different key.'),
    ).toBeVisible();
    expect(creates).toEqual([{ name: 'Autumn Offer 2026!', key: 'autumn-offer-2026-', title: 'Autumn' }]);
  });

  it('asks before archiving, with the spec text', async () => {
    const archived: string[] = [];
    const { user } = setup({
      'POST /api/pages/spring-sale/archive': () => {
        archived.push('spring-sale');
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Spring Sale' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Page' });
    expect(dialog).toHaveTextContent('You are about to archive this Page. Are you sure?');
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(archived).toEqual(['spring-sale']));
  });
});
