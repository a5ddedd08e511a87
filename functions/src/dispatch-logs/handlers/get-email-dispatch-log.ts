import { getRoute } from '../dispatch-log-routes';

export const handler = getRoute('Email');
