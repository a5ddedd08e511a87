import { header, type RouteEvent } from '../platform/http/route-context';
import type { ClientInfo } from './auth.service';

/**
 * The viewer's address: CloudFront passes it in CloudFront-Viewer-Address (the local CDN server does
 * the same); without it, API Gateway's source address.
 */
export function clientInfoOf(event: RouteEvent): ClientInfo {
  const viewer = header(event, 'cloudfront-viewer-address');
  const ip = viewer
    ? viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
    : (event.requestContext?.http?.sourceIp ?? null);
  return { ip: ip ? ip.slice(0, 45) : null, userAgent: header(event, 'user-agent') ?? null };
}
