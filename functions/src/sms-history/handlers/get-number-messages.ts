import { defineHistoryRoutes } from '../history-route';
import { pagedPhoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberMessages } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/messages',
  pagedPhoneHistoryQuerySchema,
  (db, auth, global, query) => getNumberMessages(db, { auth, global, cellphone: query.cellphone }, query),
);
