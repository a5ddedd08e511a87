import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { emailSuppressionPathSchema } from '../email-suppressions.schemas';
import { liftEmailSuppression } from '../email-suppressions.service';

export const handler = defineRoute(
  { name: 'DELETE /api/email/suppressions/{id}', access: 'user', path: emailSuppressionPathSchema },
  async ({ auth, path, log }) => {
    await liftEmailSuppression(db(), auth, path.id, log);
    return noContent();
  },
);
