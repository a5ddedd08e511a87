import { invoiceRoute } from '../invoice.route';

export const handler = invoiceRoute('preview');
