import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { useReloadLists } from './reload-lists';

// A list is cached per filter (`[url, request]`). After an archive on one filter, every filter of that list
// must ask again: with SWR's default two-second de-duplication, going back to a filter seen a moment ago
// would otherwise show its rows from before the change.

function fakeServer() {
  const archived = new Set<string>();
  const asked: string[] = [];
  const fetcher = async ([url, filter]: [string, string]) => {
    asked.push(`${url} ${filter}`);
    const rows = ['Spring', 'Summer'].filter((name) => (filter === 'archived') === archived.has(name));
    return rows;
  };
  return { archived, asked, fetcher };
}

describe('useReloadLists', () => {
  it('asks again for every cached filter of the list, and for no other list', async () => {
    const server = fakeServer();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => new Map(), fetcher: server.fetcher }}>{children}</SWRConfig>
    );
    const { result } = renderHook(
      () => ({
        active: useSWR<string[]>(['/api/pages/list', 'active']),
        archived: useSWR<string[]>(['/api/pages/list', 'archived']),
        other: useSWR<string[]>(['/api/user/list', 'active']),
        reload: useReloadLists('/api/pages/list'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.active.data).toEqual(['Spring', 'Summer']));
    await waitFor(() => expect(result.current.archived.data).toEqual([]));
    await waitFor(() => expect(result.current.other.data).toBeDefined());
    server.asked.length = 0;

    server.archived.add('Summer');
    await act(() => result.current.reload());

    await waitFor(() => expect(result.current.active.data).toEqual(['Spring']));
    expect(result.current.archived.data).toEqual(['Summer']);
    expect(server.asked.sort()).toEqual(['/api/pages/list active', '/api/pages/list archived']);
  });
});
