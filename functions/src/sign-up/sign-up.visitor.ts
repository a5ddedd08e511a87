import { clientInfoOf } from '../auth/client-info';
import type { RouteEvent } from '../platform/http/route-context';
import type { Visitor } from './sign-up.service';
import { viewerCountryOf } from './viewer-country';

/** The caller's address, user agent and country, as the CDN states them. */
export const visitorOf = (event: RouteEvent): Visitor => ({
  ...clientInfoOf(event),
  country: viewerCountryOf(event),
});
