import { useSWRConfig } from 'swr';

/**
 * Reloads every cached page and filter of a list queried as `[url, request]` (after copy, archive, unarchive,
 * delete), not only the one on screen: switching to another filter, or back to one seen a moment ago, never
 * shows rows from before the change (SWR would serve the cached answer and skip asking again within its
 * two-second de-duplication window).
 */
export function useReloadLists(url: string): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === url, undefined, { revalidate: true });
}
