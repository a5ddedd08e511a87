import dayjs from 'dayjs';

const DAY = 'YYYY-MM-DD';

/** Spec 3 §4: on opening, the invoice date is the last day of the previous month, due the end of this one. */
export function initialInvoiceDates(today = dayjs()): { invoiceDate: string; dueDate: string } {
  return {
    invoiceDate: today.subtract(1, 'month').endOf('month').format(DAY),
    dueDate: today.endOf('month').format(DAY),
  };
}

/**
 * Spec 3 §4: a new invoice date moves the due date to the end of its month when the due date is earlier,
 * otherwise to one month after the new invoice date.
 */
export function afterInvoiceDateChange(invoiceDate: string, dueDate: string): string {
  const invoice = dayjs(invoiceDate);
  if (!invoice.isValid()) return dueDate;
  return dayjs(dueDate).isBefore(invoice, 'day')
    ? invoice.endOf('month').format(DAY)
    : invoice.add(1, 'month').format(DAY);
}

/** Spec 3 §4: a due date set before the invoice date becomes the end of the invoice date's month. */
export function afterDueDateChange(invoiceDate: string, dueDate: string): string {
  const due = dayjs(dueDate);
  if (!due.isValid()) return dueDate;
  return due.isBefore(dayjs(invoiceDate), 'day') ? dayjs(invoiceDate).endOf('month').format(DAY) : dueDate;
}
