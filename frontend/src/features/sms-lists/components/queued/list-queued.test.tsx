import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { QUEUED_TEXT } from './list-queued';

describe('List Queued page', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('says the list is queued and links back to the lists', async () => {
    mockApi(sessionRoutes(clientUser));
    renderApp('/smsmarketing/sms-lists/new/queued');
    expect(await screen.findByRole('heading', { name: 'List has been Queued' })).toBeInTheDocument();
    expect(screen.getByText(QUEUED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to SMS Lists' })).toHaveAttribute(
      'href',
      '/smsmarketing/sms-lists',
    );
    await waitFor(() => expect(document.title).toBe('List has been Queued | Acme Messaging'));
  });
});
