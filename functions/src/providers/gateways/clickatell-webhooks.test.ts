import { describe, expect, it } from 'vitest';
import { WebhookBodyError } from './bulksms-webhooks';
import {
  clickatellDeliveredOf,
  clickatellInboundUrl,
  clickatellStatusUrl,
  parseClickatellInbound,
  parseClickatellStatusCallback,
} from './clickatell-webhooks';

const received = new Date('2026-11-29T10:00:00Z');

/** Clickatell's documented status callback (the One API FAQ's example), with our id as clientMessageId. */
const statusCall = (update: Record<string, unknown>) => ({
  integrationId: 'fa8090815f05d5ed015f0b5b56080cd2',
  integrationName: 'My integration',
  event: {
    messageStatusUpdate: [
      {
        channel: 'sms',
        timestamp: 1506607698860,
        statusCode: 5,
        status: 'DEVICE_ACK',
        messageId: '77fb29998253415fa5d66971d519d362',
        clientMessageId: '123456',
        ...update,
      },
    ],
  },
});

describe('Clickatell status callbacks', () => {
  it('DEVICE_ACK is delivered, dated by Clickatell’s millisecond timestamp, our id read from clientMessageId', () => {
    expect(parseClickatellStatusCallback(statusCall({}), received)).toEqual([
      {
        providerMessageId: '77fb29998253415fa5d66971d519d362',
        status: 'DEVICE_ACK',
        delivered: true,
        reportedAt: new Date(1506607698860),
        userSuppliedId: '123456',
      },
    ]);
  });

  it('progress is null; an error status is final and keeps its code; a status given only by code is named', () => {
    const [queued] = parseClickatellStatusCallback(statusCall({ status: 'QUEUED', statusCode: 2 }));
    expect(queued).toMatchObject({ status: 'QUEUED', delivered: null });
    const [sent] = parseClickatellStatusCallback(statusCall({ status: 'SENT_TO_SUPPLIER', statusCode: 4 }));
    expect(sent).toMatchObject({ delivered: null });
    const [expired] = parseClickatellStatusCallback(statusCall({ status: 'EXPIRED', statusCode: 20 }));
    expect(expired).toMatchObject({ status: 'EXPIRED.20', delivered: false });
    const [byCode] = parseClickatellStatusCallback(statusCall({ status: undefined, statusCode: 29 }));
    expect(byCode).toMatchObject({ status: 'RECIPIENT_DOES_NOT_EXIST.29', delivered: false });
    expect(clickatellDeliveredOf('READ')).toBe(true);
    expect(clickatellDeliveredOf('ROUTING_ERROR')).toBe(false);
  });

  it('a foreign clientMessageId is not taken as ours; a missing timestamp dates the report on arrival', () => {
    const [report] = parseClickatellStatusCallback(
      statusCall({ clientMessageId: 'abc', timestamp: undefined }),
      received,
    );
    expect(report).toMatchObject({ userSuppliedId: null, reportedAt: received });
  });

  it('unknown events are ignored; a body that is not Clickatell’s is refused', () => {
    expect(parseClickatellStatusCallback({ event: { somethingNew: [{}] } })).toEqual([]);
    expect(() => parseClickatellStatusCallback([])).toThrow(WebhookBodyError);
    expect(() => parseClickatellStatusCallback({ integrationId: 'x' })).toThrow(WebhookBodyError);
    expect(() => parseClickatellStatusCallback(statusCall({ messageId: undefined }))).toThrow(
      WebhookBodyError,
    );
    expect(() =>
      parseClickatellStatusCallback(statusCall({ status: undefined, statusCode: undefined })),
    ).toThrow(WebhookBodyError);
  });
});

describe('Clickatell reply callbacks', () => {
  const reply = (text: Record<string, unknown>) => ({
    integrationId: 'fa8090815f05d5ed015f0b5b56080cd2',
    integrationName: 'My integration',
    event: {
      moText: [
        {
          channel: 'sms',
          messageId: '3a89680503414383af44dcd0e4e5f184',
          relatedMessageId: 'd33eef0838a121f71069a4cc8d55c19e',
          relatedClientMessageId: '123456',
          from: '27821234567',
          to: '27600000002',
          timestamp: 1506607698000,
          content: 'YES please',
          charset: 'UTF-8',
          ...text,
        },
      ],
    },
  });

  it('the documented moText: numbers in E.164, the message replied to linked by its apiMessageId', () => {
    expect(parseClickatellInbound(reply({}), received)).toEqual([
      {
        providerMessageId: '3a89680503414383af44dcd0e4e5f184',
        from: '+27821234567',
        to: '+27600000002',
        body: 'YES please',
        receivedAt: new Date(1506607698000),
        relatedSentMessageId: 'd33eef0838a121f71069a4cc8d55c19e',
      },
    ]);
  });

  it('the older reply callback’s names are read too; WhatsApp messages are not SMS replies', () => {
    const [old] = parseClickatellInbound(
      reply({
        messageId: undefined,
        from: undefined,
        to: undefined,
        content: undefined,
        replyMessageId: 'r1',
        fromNumber: '27821230000',
        toNumber: '27600000002',
        text: 'STOP',
      }),
    );
    expect(old).toMatchObject({ providerMessageId: 'r1', from: '+27821230000', body: 'STOP' });
    expect(parseClickatellInbound(reply({ channel: 'whatsapp' }))).toEqual([]);
    expect(() => parseClickatellInbound(reply({ from: undefined }))).toThrow(WebhookBodyError);
  });
});

describe('the URLs to paste', () => {
  it('carry the provider’s secret', () => {
    expect(clickatellStatusUrl('https://example.com/api/', 12, 'a b')).toBe(
      'https://example.com/api/webhooks/clickatell/12/status?secret=a%20b',
    );
    expect(clickatellInboundUrl('https://example.com/api', 12, 's')).toBe(
      'https://example.com/api/webhooks/clickatell/12/inbound?secret=s',
    );
  });
});
