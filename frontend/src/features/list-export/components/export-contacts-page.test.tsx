import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_REFUSED } from '@contracts/list-exports/list-exports.schemas';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { browserNavigation, NO_LIST_TEXT } from './export-contacts-page';

const list: SmsListRow = {
  id: 5,
  name: 'Winter promo',
  listName: 'Winter promo',
  description: null,
  dateCreated: '2026-03-02T07:00:00Z',
  contacts: 12345,
  optouts: 12,
  dmaOptouts: 3,
  status: 2,
  newProcess: true,
  exclusionList: false,
  needsRefresh: false,
  countryIso3166: 'ZA',
};

function setup(path: string, routes: MockRoutes = {}, limitDownloads = false) {
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/settings': {
      body: {
        optoutConfirmation: true,
        limitDownloads,
        apiHost: 'a',
        smsShortUrlHost: 'b',
        senderName: 'Acme',
        optoutLine: 'Acme: Reply STOP to opt out',
      },
    },
    'GET /api/sms/lists/5': { body: list },
    ...routes,
  });
  const navigate = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  return { ...renderApp(path), navigate, user: userEvent.setup() };
}

describe('Export Contacts', () => {
  beforeEach(() => mockViewportWidth(1400));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the list and its contact count, and downloads the CSV from the API', async () => {
    const { navigate, user } = setup('/smsmarketing/sms-lists/ExportContacts?smslistid=5');
    expect(await screen.findByTestId('export-list-name')).toHaveTextContent('Winter promo');
    expect(screen.getByTestId('export-contact-count')).toHaveTextContent('12 345 contacts');
    expect(screen.getByText(/Cellphone, Email, First Name, Last Name/)).toBeInTheDocument();
    const button = screen.getByRole('link', { name: 'Download CSV' });
    expect(button).toHaveAttribute('href', '/api/sms/lists/5/export');
    await user.click(button);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/sms/lists/5/export'));
    await waitFor(() => expect(document.title).toBe('Export Contacts | Acme Messaging'));
  });

  it('says when the list does not exist, or the address names no list', async () => {
    setup('/smsmarketing/sms-lists/ExportContacts?smslistid=5', {
      'GET /api/sms/lists/5': { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
    });
    expect(await screen.findByText(NO_LIST_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });

  it('names no list without a valid smslistid', async () => {
    setup('/smsmarketing/sms-lists/ExportContacts?smslistid=abc');
    expect(await screen.findByText(NO_LIST_TEXT)).toBeInTheDocument();
  });

  it('says exports are turned off when downloads are limited', async () => {
    setup('/smsmarketing/sms-lists/ExportContacts?smslistid=5', {}, true);
    expect(await screen.findByTestId('download-refused')).toHaveTextContent(EXPORT_REFUSED);
    expect(screen.queryByRole('link', { name: 'Download CSV' })).toBeNull();
  });
});
