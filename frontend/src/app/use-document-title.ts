import { useEffect } from 'react';
import { usePublicSettings } from '@/lib/public-settings';
import type { RouteHandle } from './route-handle';

/** Spec 3 §2.1: document title is "{title} | {companyName}" unless the route preserves its title. */
export const documentTitle = (
  handle: Pick<RouteHandle, 'title' | 'preserveTitle'>,
  companyName: string,
): string => (handle.preserveTitle ? handle.title : `${handle.title} | ${companyName}`);

/** Keeps document.title in step with the current route. */
export function useDocumentTitle(handle: RouteHandle | undefined): void {
  const { companyName } = usePublicSettings();
  const title = handle ? documentTitle(handle, companyName) : companyName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
