import { defineHistoryRoutes } from '../history-route';
import { phoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberLists } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/lists',
  phoneHistoryQuerySchema,
  (db, auth, global, query) => getNumberLists(db, { auth, global, cellphone: query.cellphone }),
);
