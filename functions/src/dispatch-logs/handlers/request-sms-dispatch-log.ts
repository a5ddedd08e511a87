import { requestRoute } from '../dispatch-log-routes';

export const handler = requestRoute('Sms');
