import { db } from '../../platform/db/database';
import { ok } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { consentQuerySchema } from '../consent-record.schemas';
import { getConsentRecord } from '../consent-record.service';

export const handler = defineRoute(
  { name: 'GET /api/sms/history/phone/consent', access: 'user', query: consentQuerySchema },
  async ({ auth, query }) => {
    const record = await getConsentRecord(db(), auth, query.cellphone);
    // ?download=true: the same record as a file the marketer keeps as proof of consent.
    return query.download
      ? ok(record, {
          headers: {
            'Content-Disposition': `attachment; filename="consent-${record.cellphone.replace(/\D/g, '')}.json"`,
          },
        })
      : ok(record);
  },
);
