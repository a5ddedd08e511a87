import { createHash } from 'node:crypto';
import { db } from '../../platform/db/database';
import { definePublicRoute } from '../../platform/http/public-route';
import { header, type RouteResult } from '../../platform/http/route-context';
import { presignAssetDownload, readAsset } from '../page-assets.storage';
import { NOT_FOUND_PAGE } from '../public-html';
import { checkPageHost } from '../page-host-check';
import { assetHeaders, smallPage } from '../public-responses';
import { findAsset, findPageByKey } from '../public-pages.repository';

/** Larger assets are handed over as a short-lived S3 URL (a Lambda answer is at most 6 MB). */
const INLINE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Five minutes, versioned or not: an archived page's assets stop being served within five minutes everywhere (the
 * CDN included); the version in the URL (?v=) only keeps a changed page from mixing old and new files.
 */
const SHORT = 'public, max-age=300';

function decodedPath(raw: string): string | null {
  try {
    const path = decodeURIComponent(raw);
    return path.length <= 500 && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

// GET {account's pages origin}/{pageKey}/assets/{path}: an imported page's resource from S3. The page's html asks
// for assets/{path}?v={contentVersion}. Sandboxed when opened on its own; html only as a download.
export const handler = definePublicRoute(
  'GET /p/{pageKey}/assets/{path+}',
  async ({ event }): Promise<RouteResult> => {
    const pageKey = event.pathParameters?.pageKey ?? '';
    const path = decodedPath(event.pathParameters?.path ?? '');
    const page = path && pageKey.length <= 100 ? await findPageByKey(db(), pageKey) : undefined;
    const asset = page && !page.archived && path ? await findAsset(db(), page.id, path) : undefined;
    if (!page || !asset) return smallPage(404, NOT_FOUND_PAGE);
    const elsewhere = checkPageHost(event, page.account_id);
    if (elsewhere) return elsewhere;
    const etag = `"${createHash('sha256').update(asset.s3_key).digest('base64url').slice(0, 27)}"`;
    const headers = { ...assetHeaders(asset.content_type), 'Cache-Control': SHORT, ETag: etag };
    if (
      header(event, 'if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return { statusCode: 304, headers, body: '' };
    }
    if (asset.size > INLINE_MAX_BYTES) {
      return {
        statusCode: 302,
        headers: {
          ...headers,
          'Cache-Control': 'private, max-age=60',
          Location: await presignAssetDownload(asset.s3_key, asset.content_type),
        },
        body: '',
      };
    }
    return {
      statusCode: 200,
      headers: { ...headers, 'Content-Type': asset.content_type },
      body: (await readAsset(asset.s3_key)).toString('base64'),
      isBase64Encoded: true,
    };
  },
);
