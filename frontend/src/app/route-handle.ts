import type { UIMatch } from 'react-router-dom';
import type { Role } from '@contracts/auth/auth.schemas';

export type LayoutName = 'main' | 'auth' | 'legal';

/** Metadata on every route (react-router `handle`). */
export type RouteHandle = {
  title: string;
  /** Use the title as is, without " | {companyName}". */
  preserveTitle?: boolean;
  /** Anonymous only: a signed-in user is sent to /. */
  onlyAnonymous?: boolean;
  /** Open to everyone (signed in or not); otherwise the route needs a signed-in user. */
  isPublic?: boolean;
  /** Only users with this role may open the route. */
  role?: Role;
  layout: LayoutName;
  /** Main layout: use the whole width of the window (wide tables) instead of the usual column. */
  wide?: boolean;
  /** Show the chat service's popup on this route (when one is configured). */
  showChatbot?: boolean;
};

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null && 'title' in value && 'layout' in value;

/** The handle of the deepest matched route that has one. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
