import { cameThroughCdn } from '../auth/client-info';
import { header, type RouteEvent } from '../platform/http/route-context';

/**
 * The viewer's country (ISO 3166 alpha-2) from CloudFront-Viewer-Country, trusted only when the request carries
 * the CDN's secret (X-Origin-Verify), like the viewer address: a caller that reaches the API directly cannot
 * choose its country. Null when unknown (then sign-up is restricted).
 */
export function viewerCountryOf(event: RouteEvent): string | null {
  if (!cameThroughCdn(event)) return null;
  const country = header(event, 'cloudfront-viewer-country')?.trim().toUpperCase();
  return country && /^[A-Z]{2}$/.test(country) ? country : null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** English name of a country code (ZA: South Africa). */
export const countryName = (code: string): string => regionNames.of(code) ?? code;
