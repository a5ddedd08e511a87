import { defineHistoryRoutes } from '../history-route';
import { pagedPhoneHistoryQuerySchema } from '../sms-history.schemas';
import { getNumberDeliveryReports } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'phone/delivery-reports',
  pagedPhoneHistoryQuerySchema,
  (db, auth, global, query) =>
    getNumberDeliveryReports(db, { auth, global, cellphone: query.cellphone }, query),
);
