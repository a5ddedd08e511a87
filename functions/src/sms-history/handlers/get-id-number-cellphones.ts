import { defineHistoryRoutes } from '../history-route';
import { idNumberQuerySchema } from '../sms-history.schemas';
import { getIdNumberCellphones } from '../sms-history.service';

export const { handler, globalHandler } = defineHistoryRoutes(
  'id',
  idNumberQuerySchema,
  (db, auth, global, query) => getIdNumberCellphones(db, auth, global, query.idNumber),
);
