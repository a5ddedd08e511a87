import { clientInfoOf } from '../../auth/client-info';
import { conversionTokenOf } from '../../email-sending/tracking-links';
import { db } from '../../platform/db/database';
import { definePublicRoute } from '../../platform/http/public-route';
import { header, type RouteResult } from '../../platform/http/route-context';
import {
  invalidSubmissionPage,
  messagePage,
  NOT_FOUND_PAGE,
  TOO_LARGE_PAGE,
  TOO_MANY_PAGE,
  UNSUPPORTED_PAGE,
} from '../public-html';
import { labelOfPagesHost, PAGES_HOST_HEADER } from '../pages-origin';
import { smallPage } from '../public-responses';
import { submitPageForm } from '../submit-page-form.service';

/** A form post larger than this is refused (413, a small page) before anything is read from it. */
export const MAX_SUBMIT_BYTES = 64 * 1024;

// POST {account's pages origin}/{pageKey}/submit: a plain HTML form post (application/x-www-form-urlencoded, no
// script needed). Answers the page action: a message page, or 303 to the redirect / other page / the page.
export const handler = definePublicRoute(
  'POST /p/{pageKey}/submit',
  async ({ event, log }): Promise<RouteResult> => {
    const raw = event.body ?? '';
    const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
    const type = header(event, 'content-type') ?? '';
    if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return smallPage(415, UNSUPPORTED_PAGE);
    const { ip, userAgent } = clientInfoOf(event);
    const posted = new URLSearchParams(bytes.toString('utf8'));
    const outcome = await submitPageForm(
      db(),
      {
        pageKey: event.pathParameters?.pageKey ?? '',
        hostLabel: labelOfPagesHost(header(event, PAGES_HOST_HEADER) ?? ''),
        posted,
        clientIp: ip,
        userAgent,
        emailToken: conversionTokenOf(posted, header(event, 'referer')),
      },
      log,
    );
    switch (outcome.kind) {
      case 'not-found':
        return smallPage(404, NOT_FOUND_PAGE);
      case 'too-many':
        return smallPage(429, TOO_MANY_PAGE, { 'Retry-After': '60' });
      case 'invalid':
        return smallPage(400, invalidSubmissionPage(outcome.pageUrl, outcome.errors));
      case 'message':
        return smallPage(200, messagePage(outcome.title, outcome.message));
      case 'moved':
        return {
          statusCode: 308,
          headers: { Location: outcome.location, 'Cache-Control': 'no-store' },
          body: '',
        };
      case 'redirect':
        return {
          statusCode: 303,
          headers: { Location: outcome.location, 'Cache-Control': 'no-store' },
          body: '',
        };
    }
  },
  { maxBodyBytes: MAX_SUBMIT_BYTES, tooLarge: () => smallPage(413, TOO_LARGE_PAGE) },
);
