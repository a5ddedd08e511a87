import { db } from '../platform/db/database';
import { noContent } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { userIdPathSchema } from './users.schemas';
import { changeUserArchived } from './users.service';

/** The administrator's archive and unarchive routes differ only in the direction. */
export const userArchiveRoute = (archived: boolean) =>
  defineRoute(
    {
      name: `POST /api/user/{id}/${archived ? 'archive' : 'unarchive'}`,
      access: 'admin',
      path: userIdPathSchema,
    },
    async ({ auth, path }) => {
      await changeUserArchived(db(), auth, path.id, archived);
      return noContent();
    },
  );
