import { describe, expect, it } from 'vitest';
import { invoiceLines, invoicePeriod } from './accounting.service';

describe('invoice lines from usage', () => {
  it('covers the invoice date’s month up to and including that day', () => {
    expect(invoicePeriod('2026-10-31')).toEqual({
      start: new Date('2026-10-01T00:00:00Z'),
      end: new Date('2026-11-01T00:00:00Z'),
    });
    expect(invoicePeriod('2026-02-14').end).toEqual(new Date('2026-02-15T00:00:00Z'));
  });

  it('bills SMS parts at their average price, VAT 15% on top, rounded to cents', () => {
    const [line] = invoiceLines(
      [{ campaign_id: 7, campaign_name: null, sent: '3', segments: '7', cost: '2.0000' }],
      '2026-10-01 to 2026-10-31',
    );
    expect(line).toMatchObject({
      description: 'SMS sent, Campaign 7: 3 messages, 7 SMS parts (2026-10-01 to 2026-10-31)',
      quantity: 7,
      unitAmount: 0.2857,
      lineAmount: 2,
      taxAmount: 0.3,
      discountRate: 0,
      accountCode: '200',
      taxType: 'OUTPUT',
    });
  });
});
