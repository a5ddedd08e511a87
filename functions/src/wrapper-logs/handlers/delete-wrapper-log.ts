import { db } from '../../platform/db/database';
import { noContent } from '../../platform/http/responses';
import { defineRoute } from '../../platform/http/route';
import { wrapperLogIdPathSchema } from '../wrapper-logs.schemas';
import { deleteWrapperLog } from '../wrapper-logs.service';

export const handler = defineRoute(
  { name: 'DELETE /api/settings/wrapper-logs/delete/{id}', access: 'user', path: wrapperLogIdPathSchema },
  async ({ auth, path }) => {
    await deleteWrapperLog(db(), auth, path.id);
    return noContent();
  },
);
