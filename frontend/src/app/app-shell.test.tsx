import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsProvider } from '@/components/ui/notifications';
import { createSwrConfig } from '@/lib/swr-config';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-api';
import { routes } from './router';
import { AppShell } from './app-shell';
import type { RouteHandle } from './route-handle';

function renderShell(children: RouteObject[]) {
  const router = createMemoryRouter([{ element: <AppShell />, children }], { initialEntries: ['/'] });
  const config = { ...createSwrConfig(() => undefined), provider: () => new Map(), dedupingInterval: 0 };
  render(
    <SWRConfig value={config}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </SWRConfig>,
  );
  return router;
}

const main: RouteHandle = { title: 'Screen', layout: 'main' };

describe('screens loaded on demand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the current screen up under a progress bar until the next one has loaded', async () => {
    mockApi(sessionRoutes(clientUser));
    let loaded: (screen: { Component: ComponentType }) => void = () => undefined;
    const router = renderShell([
      { path: '/', element: <p>First screen</p>, handle: main },
      {
        path: '/next',
        handle: main,
        lazy: () => new Promise((resolve) => (loaded = resolve)),
      },
    ]);
    expect(await screen.findByText('First screen')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();

    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.getByText('First screen')).toBeInTheDocument();

    act(() => loaded({ Component: () => <p>Next screen</p> }));
    expect(await screen.findByText('Next screen')).toBeInTheDocument();
    expect(screen.queryByText('First screen')).toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Loading the page' })).toBeNull();
  });

  it('has the built screens load on demand, so that their code stays out of the first load', () => {
    const shell = routes[0]!.children!;
    for (const path of [
      '/',
      '/sign-in',
      '/settings',
      '/smsmarketing/smscampaigns',
      '/smsmarketing/sms-lists',
      '/webhook-history',
    ]) {
      const route = shell.find((candidate) => candidate.path === path);
      expect(route?.lazy, path).toBeTypeOf('function');
      expect(route?.element, path).toBeUndefined();
    }
  });
});
