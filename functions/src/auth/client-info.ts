import { createHash, timingSafeEqual } from 'node:crypto';
import { config } from '../platform/config';
import { header, type RouteEvent } from '../platform/http/route-context';
import type { ClientInfo } from './auth.service';

/** The header in which the CDN proves it is the CDN (CloudFront origin custom header; locally cdn-server). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * The viewer's address. CloudFront passes it in CloudFront-Viewer-Address (the local CDN server does
 * the same), trusted only with the CDN's secret in X-Origin-Verify: a caller that reaches the API
 * directly cannot choose its address. Otherwise API Gateway's source address.
 */
export function clientInfoOf(event: RouteEvent): ClientInfo {
  const viewer = fromCdn(event) ? header(event, 'cloudfront-viewer-address') : undefined;
  const ip = viewer
    ? viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
    : (event.requestContext?.http?.sourceIp ?? null);
  return { ip: ip ? ip.slice(0, 45) : null, userAgent: header(event, 'user-agent') ?? null };
}

/** True when the request carries the CDN's secret (compared in constant time). */
export function fromCdn(event: RouteEvent): boolean {
  const secret = config.cdnOriginSecret;
  const sent = header(event, ORIGIN_VERIFY_HEADER);
  if (!secret || !sent) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(secret), digest(sent));
}
