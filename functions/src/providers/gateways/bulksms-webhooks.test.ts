import { describe, expect, it } from 'vitest';
import { parseDeliveryReports, parseInboundMessages, WebhookBodyError } from './bulksms-webhooks';

const at = new Date('2026-03-01T08:00:00Z');

/** A SENT message object as BulkSMS posts it (fields from its Message schema). */
const sent = (id: string | number, type: string, subtype: string | null = null, extra: object = {}) => ({
  id,
  type: 'SENT',
  from: '+27600000000',
  to: '+27821234567',
  body: 'Hello',
  encoding: 'TEXT',
  protocolId: 0,
  messageClass: 2,
  numberOfParts: 1,
  creditCost: 1,
  submission: { id: '1-00000000000522347562', date: '2026-03-01T07:59:58Z' },
  status: { id: `${type}.${subtype ?? 'null'}`, type, subtype },
  relatedSentMessageId: null,
  userSuppliedId: '981',
  someFutureField: { ignored: true },
  ...extra,
});

describe('parseDeliveryReports', () => {
  it('reads each status: delivered, finally failed with its subtype, or still on its way', () => {
    const reports = parseDeliveryReports(
      [
        sent('11', 'DELIVERED'),
        sent(12, 'FAILED', 'EXPIRED'),
        sent('13', 'SENT'),
        sent('14', 'UNKNOWN'),
        sent('15', 'ACCEPTED'),
      ],
      at,
    );
    expect(reports).toEqual([
      {
        providerMessageId: '11',
        status: 'DELIVERED',
        delivered: true,
        reportedAt: at,
        userSuppliedId: '981',
      },
      {
        providerMessageId: '12',
        status: 'FAILED.EXPIRED',
        delivered: false,
        reportedAt: at,
        userSuppliedId: '981',
      },
      { providerMessageId: '13', status: 'SENT', delivered: null, reportedAt: at, userSuppliedId: '981' },
      { providerMessageId: '14', status: 'UNKNOWN', delivered: null, reportedAt: at, userSuppliedId: '981' },
      { providerMessageId: '15', status: 'ACCEPTED', delivered: null, reportedAt: at, userSuppliedId: '981' },
    ]);
  });

  it('accepts the empty array BulkSMS posts when a webhook is registered', () => {
    expect(parseDeliveryReports([])).toEqual([]);
  });

  it('treats a "null" subtype as none, and a missing userSuppliedId as null', () => {
    const [report] = parseDeliveryReports([sent('1', 'FAILED', 'null', { userSuppliedId: undefined })], at);
    expect(report).toMatchObject({ status: 'FAILED', delivered: false, userSuppliedId: null });
  });

  it('skips received messages (they belong to the inbound webhook)', () => {
    expect(parseDeliveryReports([{ ...sent('1', 'DELIVERED'), type: 'RECEIVED' }])).toEqual([]);
  });

  it.each([
    ['an object instead of an array', { id: '1' }],
    ['a message without an id', [{ ...sent('1', 'SENT'), id: undefined }]],
    ['a message without a status', [{ ...sent('1', 'SENT'), status: undefined }]],
    ['a status type that is not BulkSMS’s', [sent('1', 'delivered; drop table')]],
    ['an id that is too long', [sent('x'.repeat(65), 'SENT')]],
    ['an unknown direction', [{ ...sent('1', 'SENT'), type: 'OTHER' }]],
    ['too many messages', Array.from({ length: 1001 }, (_, i) => sent(String(i), 'SENT'))],
  ])('refuses %s', (_, body) => {
    expect(() => parseDeliveryReports(body)).toThrow(WebhookBodyError);
  });
});

describe('parseInboundMessages', () => {
  const received = {
    id: '77',
    type: 'RECEIVED',
    from: '27821234567',
    to: '+27600000000',
    body: 'STOP please',
    encoding: 'TEXT',
    submission: { id: '2-000000001', date: '2026-03-01T09:15:00+02:00' },
    status: { id: 'DELIVERED.null', type: 'DELIVERED', subtype: null },
    relatedSentMessageId: 4023457654,
  };

  it('reads the reply: sender as E.164, text, time BulkSMS processed it, the sent message it relates to', () => {
    expect(parseInboundMessages([received, sent('1', 'DELIVERED')], at)).toEqual([
      {
        providerMessageId: '77',
        from: '+27821234567',
        to: '+27600000000',
        body: 'STOP please',
        receivedAt: new Date('2026-03-01T07:15:00Z'),
        relatedSentMessageId: '4023457654',
      },
    ]);
  });

  it('falls back to the arrival time, and to no related message', () => {
    const [message] = parseInboundMessages(
      [{ ...received, submission: undefined, relatedSentMessageId: null }],
      at,
    );
    expect(message).toMatchObject({ receivedAt: at, relatedSentMessageId: null });
  });

  it('refuses a body that is not BulkSMS’s', () => {
    expect(() => parseInboundMessages('hello')).toThrow(WebhookBodyError);
  });
});
