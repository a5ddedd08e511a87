import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productAreas } from '@/config/product-areas';
import { adminUser, clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import type { RouteHandle } from './route-handle';
import { routes } from './router';

const locationOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out visitor of a protected route to sign-in with returnTo', async () => {
    mockApi(sessionRoutes(null));
    const { router } = renderApp('/smsmarketing/sms-inbox?x=1');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(locationOf(router)).toBe('/sign-in?returnTo=%2Fsmsmarketing%2Fsms-inbox%3Fx%3D1');
    await waitFor(() => expect(document.title).toBe('Sign in | Acme Messaging'));
  });

  it('sends a signed-out visitor of / to plain /sign-in', async () => {
    mockApi(sessionRoutes(null));
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(locationOf(router)).toBe('/sign-in');
  });

  it('sends a signed-in user away from the anonymous-only sign-in page', async () => {
    mockApi(sessionRoutes(adminUser));
    const { router } = renderApp('/sign-in');
    await screen.findByRole('heading', { name: 'Welcome back, Ada' });
    expect(locationOf(router)).toBe('/');
    await waitFor(() => expect(document.title).toBe('Dashboard | Acme Messaging'));
  });

  it('shows the not-found page with its title for unknown paths, signed in or not', async () => {
    mockApi(sessionRoutes(null));
    renderApp('/this/does/not/exist');
    expect(
      await screen.findByRole('heading', { name: "This page isn't available. Sorry about that." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The link you followed may be broken, or the page may have been removed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to homepage' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Acme Messaging'));
  });

  it('falls back to the product name when public settings cannot be read', async () => {
    mockApi({ 'GET /api/user/current': { body: clientUser } });
    renderApp('/nowhere');
    await screen.findByText('The link you followed may be broken, or the page may have been removed.');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Pulsar Messaging'));
  });

  it('opens Reports (the hub) with its title, every product area being a built screen', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      'GET /api/reports/hub': (_init, url) => ({
        body: {
          from: url!.searchParams.get('from'),
          to: url!.searchParams.get('to'),
          metric: 'deliveryRate',
          currencySymbol: 'R',
          totals: null,
          trend: { unit: 'day', points: [] },
          rankedCampaigns: 0,
          best: [],
          worst: [],
        },
      }),
    });
    renderApp('/reports');
    expect(await screen.findByRole('heading', { name: 'Reports', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('hub-empty')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reports | Acme Messaging'));
    const paths = new Set(routes[0]!.children!.map((r) => r.path));
    for (const area of productAreas) expect(paths, area.path).toContain(area.path);
  });

  it('keeps the Users screen for administrators', async () => {
    mockApi(sessionRoutes(clientUser));
    renderApp('/admin/users');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('opens the Users screen for an administrator', async () => {
    mockApi(sessionRoutes(adminUser));
    renderApp('/admin/users');
    expect(await screen.findByRole('link', { name: 'Add User' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Users | Acme Messaging'));
  });

  it('sends the inbox’s older SMS history link to that number’s history', async () => {
    mockApi(sessionRoutes(clientUser));
    const { router } = renderApp('/smsmarketing/searchsmshistory/?cellphonenumber=%2B27820000000');
    await screen.findByRole('heading', { name: 'SMS History', level: 1 });
    expect(locationOf(router)).toBe('/smsmarketing/sms-history/%2B27820000000');
    expect(screen.getByRole('textbox', { name: 'Cellphone' })).toHaveValue('+27820000000');
  });

  it('sends the older SMS history link without a number to the search', async () => {
    mockApi(sessionRoutes(clientUser));
    const { router } = renderApp('/smsmarketing/searchsmshistory');
    await screen.findByRole('heading', { name: 'SMS History', level: 1 });
    expect(locationOf(router)).toBe('/smsmarketing/sms-history');
  });

  it('keeps the global SMS history for administrators', async () => {
    mockApi(sessionRoutes(clientUser));
    renderApp('/smsmarketing/global-sms-history/0821234567');
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/');
    expect(await screen.findByText(/Could not reach the server/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('flags the routes the spec shows the chatbot on (Pages and Edit Page), and no others', () => {
    const flagged = (routes[0]?.children ?? [])
      .filter((r) => (r.handle as RouteHandle | undefined)?.showChatbot)
      .map((r) => r.path);
    expect(flagged).toEqual(['/pages', '/pages/:pageKey/edit']);
  });
});
