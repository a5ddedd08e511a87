import { downloadRoute } from '../dispatch-log-routes';

export const handler = downloadRoute('Sms');
