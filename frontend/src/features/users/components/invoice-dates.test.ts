import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { afterDueDateChange, afterInvoiceDateChange, initialInvoiceDates } from './invoice-dates';

describe('invoice dates (spec 3 §4)', () => {
  it('opens on the last day of the previous month, due at the end of this month', () => {
    expect(initialInvoiceDates(dayjs('2026-11-28'))).toEqual({
      invoiceDate: '2026-10-31',
      dueDate: '2026-11-30',
    });
    expect(initialInvoiceDates(dayjs('2026-03-01'))).toEqual({
      invoiceDate: '2026-02-28',
      dueDate: '2026-03-31',
    });
  });
  it('moves the due date when the invoice date changes', () => {
    expect(afterInvoiceDateChange('2026-12-10', '2026-11-30')).toBe('2026-12-31'); // due earlier: month end
    expect(afterInvoiceDateChange('2026-10-15', '2026-11-30')).toBe('2026-11-15'); // otherwise a month after
    expect(afterInvoiceDateChange('2026-01-31', '2026-02-28')).toBe('2026-02-28');
  });
  it('keeps the due date on or after the invoice date', () => {
    expect(afterDueDateChange('2026-10-31', '2026-10-01')).toBe('2026-10-31');
    expect(afterDueDateChange('2026-10-15', '2026-10-01')).toBe('2026-10-31');
    expect(afterDueDateChange('2026-10-31', '2026-12-01')).toBe('2026-12-01');
  });
});
