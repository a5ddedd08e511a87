import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailConsentQuerySchema } from '../email-consent.schemas';
import { getEmailConsentRecord } from '../email-consent.service';

export const handler = defineRoute(
  { name: 'GET /api/email/contacts/consent', access: 'user', query: emailConsentQuerySchema },
  async ({ auth, query }) => {
    const record = await getEmailConsentRecord(db(), auth, query.email);
    // ?download=true: the same record as a file the marketer keeps as proof of consent.
    return query.download
      ? ok(record, {
          headers: {
            'Content-Disposition': `attachment; filename="consent-${record.email.replace(/[^\w.@-]+/g, '-')}.json"`,
          },
        })
      : ok(record);
  },
);
