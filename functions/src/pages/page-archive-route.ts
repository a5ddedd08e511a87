import { db } from '../platform/db/database';
import { noContent } from '../platform/http/responses';
import { defineRoute } from '../platform/http/route';
import { pageKeyPathSchema } from './pages.schemas';
import { setPageArchived } from './pages.service';

/** Archive and unarchive differ only in the direction. */
export const pageArchiveRoute = (archived: boolean) =>
  defineRoute(
    {
      name: `POST /api/pages/{pageKey}/${archived ? 'archive' : 'unarchive'}`,
      access: 'user',
      path: pageKeyPathSchema,
    },
    async ({ auth, path }) => {
      await setPageArchived(db(), auth, path.pageKey, archived);
      return noContent();
    },
  );
