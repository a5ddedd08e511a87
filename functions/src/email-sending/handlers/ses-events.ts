import { db } from '../../platform/db/database';
import { handleSnsPost } from '../ses-events.service';
import { bodyText, publicHandler } from './public-handler';

/** An SNS notification is at most 256 KB; its envelope adds a few hundred bytes. */
const MAX_BYTES = 260 * 1024;
const json = (statusCode: number, body: object) => ({
  statusCode,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: JSON.stringify(body),
});

// POST {API_HOST}/email/ses-events: SES's bounce and complaint events through SNS (signed by SNS; nothing
// else is read). 200 once handled; 400 for a body that is not an SNS message; 403 for a bad signature or a
// topic that is not ours (ses-events.service.ts); 413 beyond MAX_BYTES, before the body is read.
export const handler = publicHandler(
  'POST /api/email/ses-events',
  async (event, _request, log) => {
    const body = bodyText(event);
    const outcome = await handleSnsPost(db(), body, log);
    switch (outcome.kind) {
      case 'malformed':
        return json(400, { message: 'Not an SNS message.' });
      case 'forged':
        return json(403, { message: 'The message is not signed by SNS.' });
      case 'foreignTopic':
        return json(403, { message: "The message is not from this service's SES events topic." });
      default:
        return json(200, { ok: true });
    }
  },
  { maxBodyBytes: MAX_BYTES },
);
