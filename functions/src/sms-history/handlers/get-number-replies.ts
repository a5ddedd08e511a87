import { defineHistoryRoutes } from '../history-route';
import { phoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberReplies } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/replies',
  phoneHistoryQuerySchema,
  (db, auth, global, query) => getNumberReplies(db, { auth, global, cellphone: query.cellphone }),
);
