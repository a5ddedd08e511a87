import { defineHistoryRoutes } from '../history-route';
import { phoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberClicks } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/clicks',
  phoneHistoryQuerySchema,
  (db, auth, global, query) => getNumberClicks(db, { auth, global, cellphone: query.cellphone }),
);
