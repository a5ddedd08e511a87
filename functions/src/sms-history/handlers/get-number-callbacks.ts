import { defineHistoryRoutes } from '../history-route';
import { phoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberCallbacks } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/callbacks',
  phoneHistoryQuerySchema,
  (db, auth, global, query) => getNumberCallbacks(db, { auth, global, cellphone: query.cellphone }),
);
