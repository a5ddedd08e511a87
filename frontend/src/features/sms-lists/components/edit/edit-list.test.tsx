import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { listRow } from '../../testing/list-fixtures';
import { LIST_NOT_FOUND_TEXT } from '../shared/list-not-found';

const EDIT_PATH = '/smsmarketing/sms-lists/Edit?smslistid=11';

function setup({ extra = {}, path = EDIT_PATH }: { extra?: MockRoutes; path?: string } = {}) {
  const patches: unknown[] = [];
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
    'GET /api/sms/lists/11': { body: listRow({ description: 'Old description' }) },
    'POST /api/sms/lists/all': { body: { rows: [listRow({ name: 'Renamed' })], totalRows: 1 } },
    'PATCH /api/sms/lists/11': (init) => {
      patches.push(JSON.parse(String(init?.body)));
      return { status: 204 };
    },
    ...extra,
  });
  const view = renderApp(path);
  return { ...view, patches, fetchMock, user: userEvent.setup() };
}

const nameField = () => screen.findByRole('textbox', { name: 'List name' });

describe('Edit SMS list', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('starts from the list name and description', async () => {
    setup();
    expect(await nameField()).toHaveValue('Spring sale buyers');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('Old description');
    expect(screen.getByText(/Country: South Africa \(ZA\)/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Edit SMS List | Acme Messaging'));
  });

  it('requires a list name and sends nothing without one', async () => {
    const { user, patches } = setup();
    await user.clear(await nameField());
    await user.type(await nameField(), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('List name is required')).toBeInTheDocument();
    expect(await nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toEqual([]);
  });

  it('saves the trimmed name and description, says so and goes back to the lists', async () => {
    const { user, patches, router } = setup();
    await user.clear(await nameField());
    await user.type(await nameField(), '  Renamed ');
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.type(description, 'New words');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists'));
    expect(patches).toEqual([{ listName: 'Renamed', description: 'New words' }]);
    expect(await screen.findByText('List saved.')).toBeInTheDocument();
  });

  it('shows the field errors the server answers', async () => {
    const { user, router } = setup({
      extra: {
        'PATCH /api/sms/lists/11': {
          status: 400,
          body: errorBody('VALIDATION_FAILED', 'Check the form.', { listName: ['That name is taken.'] }),
        },
      },
    });
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists/Edit');
  });

  it('shows other failures above the buttons and keeps the form', async () => {
    const { user } = setup({
      extra: {
        'PATCH /api/sms/lists/11': { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
      },
    });
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list was not found.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('cancels back to the lists when opened directly', async () => {
    const { user, router, patches } = setup();
    await nameField();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists'));
    expect(patches).toEqual([]);
  });

  it('cancels back to the page it was opened from', async () => {
    const { user, router } = setup({
      extra: { 'GET /api/lists/import-jobs': { body: [] } },
      path: '/smsmarketing/sms-lists/status?smsListId=11',
    });
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/smsmarketing/sms-lists/status'));
  });

  it('says the list does not exist when the API answers 404', async () => {
    setup({
      extra: {
        'GET /api/sms/lists/11': { status: 404, body: errorBody('NOT_FOUND', 'The list was not found.') },
      },
    });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
    expect(screen.getByText(LIST_NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'List name' })).toBeNull();
  });

  it('says the list does not exist for an invalid id', async () => {
    setup({ path: '/smsmarketing/sms-lists/Edit?smslistid=x11' });
    expect(await screen.findByRole('heading', { name: 'List not found' })).toBeInTheDocument();
  });
});
