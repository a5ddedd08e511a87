import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListContact } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { listRow } from '../../testing/list-fixtures';
import { LIST_NOT_FOUND_TEXT } from '../shared/list-not-found';
import { NO_CONTACTS_TEXT } from './contacts-empty';
import { CONTACTS_UNAVAILABLE_TEXT } from './contacts-unavailable';

const contact = (overrides: Partial<ListContact> = {}): ListContact => ({
  id: 1,
  cellphone: '+27821234567',
  firstName: 'Thandi',
  lastName: 'Nkosi',
  email: 'thandi@example.com',
  optedOut: false,
  dmaOptedOut: false,
  ...overrides,
});

const CONTACTS = '/api/sms/lists/11/contacts';

function setup({
  rows = [
    contact(),
    contact({
      id: 2,
      cellphone: '+27829990000',
      firstName: 'Sipho',
      lastName: null,
      email: null,
      optedOut: true,
    }),
    contact({
      id: 3,
      cellphone: '+27831112222',
      firstName: null,
      lastName: null,
      dmaOptedOut: true,
      optedOut: true,
    }),
  ],
  totalRows = 250,
  extra = {},
  path = '/smsmarketing/sms-lists/Contacts?smslistid=11',
}: { rows?: ListContact[]; totalRows?: number; extra?: MockRoutes; path?: string } = {}) {
  const fetchMock = mockApi({
    ...sessionRoutes(clientUser),
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
    'GET /api/sms/lists/11': { body: listRow() },
    [`GET ${CONTACTS}`]: { body: { rows, totalRows } },
    ...extra,
  });
  const view = renderApp(path);
  /** The query strings of the contacts requests so far, as objects. */
  const queries = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === CONTACTS)
      .map((url) => Object.fromEntries(url.searchParams));
  return { ...view, queries, fetchMock, user: userEvent.setup() };
}

const rowOf = (cellphone: string) => screen.getByText(cellphone).closest('tr')!;

describe('SMS list contacts', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for page 1 of 20 and shows the contacts with their opt-out flags', async () => {
    const { queries } = setup();
    await screen.findByText('+27821234567');
    expect(queries()[0]).toEqual({ page: '1', rowsPerPage: '20' });
    expect(screen.getByRole('heading', { name: 'Spring sale buyers', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('contact-count')).toHaveTextContent('Number of contacts: 12 450');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Cellphone',
      'Name',
      'Email',
      'Opt-out status',
    ]);
    expect(
      within(rowOf('+27821234567'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+27821234567', 'Thandi Nkosi', 'thandi@example.com', '–']);
    expect(
      within(rowOf('+27829990000'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+27829990000', 'Sipho', '–', 'Opted out']);
    const both = within(rowOf('+27831112222'));
    expect(both.getByText('Opted out')).toBeInTheDocument();
    expect(both.getByText('DMA opted out')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 250')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Page 6' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Page 13' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SMS List Contacts | Acme Messaging'));
  });

  it('pages, and searches by number or name from page 1 after a pause in typing', async () => {
    const { user, queries } = setup();
    await screen.findByText('+27821234567');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '3', rowsPerPage: '20' }));
    await user.type(screen.getByLabelText('Search by number or name'), ' Thandi ');
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '1', rowsPerPage: '20', search: 'Thandi' }));
    // Typing is debounced: no request for a partial word.
    expect(queries().some((query) => query.search === 'T')).toBe(false);
  });

  it('says when the list has no contacts, with a way to import some', async () => {
    setup({ rows: [], totalRows: 0 });
    expect(await screen.findByText(NO_CONTACTS_TEXT)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Contacts' });
    expect(within(table).getByRole('link', { name: 'Import contacts' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/11/importContacts',
    );
  });

  it('says when nothing matches the search', async () => {
    const { user } = setup({ rows: [], totalRows: 0 });
    await screen.findByText(NO_CONTACTS_TEXT);
    await user.type(screen.getByLabelText('Search by number or name'), 'zzz');
    expect(await screen.findByText('No contacts match "zzz".')).toBeInTheDocument();
  });

  it('explains a refusal when downloads are limited (403)', async () => {
    setup({
      extra: {
        'GET /api/settings': {
          body: {
            optoutConfirmation: true,
            limitDownloads: true,
            apiHost: 'a',
            smsShortUrlHost: 'b',
            senderName: 'Acme',
            optoutLine: 'Acme: Reply STOP to opt out',
          },
        },
        [`GET ${CONTACTS}`]: {
          status: 403,
          body: errorBody('FORBIDDEN', 'Viewing and exporting contacts is turned off for this account.'),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Contacts are not available' })).toBeInTheDocument();
    expect(screen.getByText(CONTACTS_UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists/status?smsListId=11',
    );
  });

  it('says the list does not exist when the API answers 404', async () => {
    const { fetchMock } = setup({
      extra: {
        'GET /api/sms/lists/11': { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
      },
    });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByText(LIST_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith(CONTACTS))).toBe(false);
  });

  it('says the list does not exist when its contacts answer 404', async () => {
    setup({
      extra: {
        [`GET ${CONTACTS}`]: { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
      },
    });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
  });

  it('says the list does not exist for a missing id', async () => {
    setup({ path: '/smsmarketing/sms-lists/Contacts' });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
  });
});
