import { useEffect } from 'react';
import { usePageTitleOverride } from '@/lib/page-title';
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
  const own = usePageTitleOverride();
  const title = handle ? documentTitle(own ? { ...handle, title: own } : handle, companyName) : companyName;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
