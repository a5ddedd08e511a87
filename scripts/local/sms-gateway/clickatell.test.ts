import { describe, expect, it } from 'vitest';
import { clickatellStatusOf } from './clickatell';
import { clickatellDeliveredOf } from '../../../functions/src/providers/gateways/clickatell-webhooks';

describe('the emulator’s Clickatell', () => {
  it('reports the test numbers’ failures with statuses and codes of Clickatell’s Message Status Table', () => {
    expect(clickatellStatusOf({ type: 'FAILED', subtype: 'EXPIRED' })).toEqual({
      status: 'EXPIRED',
      statusCode: 20,
    });
    expect(clickatellStatusOf({ type: 'FAILED', subtype: 'HANDSET_ERROR' })).toEqual({
      status: 'RECIPIENT_DOES_NOT_EXIST',
      statusCode: 29,
    });
    expect(clickatellStatusOf({ type: 'FAILED', subtype: 'NOT_SENT' })).toEqual({
      status: 'DELIVERY_FAILURE',
      statusCode: 23,
    });
    expect(clickatellStatusOf({ type: 'ACCEPTED', subtype: null })).toEqual({
      status: 'QUEUED',
      statusCode: 2,
    });
    expect(clickatellStatusOf({ type: 'SENT', subtype: null })).toEqual({
      status: 'SENT_TO_SUPPLIER',
      statusCode: 4,
    });
  });

  it('says delivered, failed or in progress the way the product reads it', () => {
    const read = (type: 'ACCEPTED' | 'SENT' | 'DELIVERED') =>
      clickatellDeliveredOf(clickatellStatusOf({ type, subtype: null }).status);
    expect([read('ACCEPTED'), read('SENT'), read('DELIVERED')]).toEqual([null, null, true]);
    for (const subtype of ['EXPIRED', 'HANDSET_ERROR', 'BLOCKED', 'NOT_SENT'] as const)
      expect(clickatellDeliveredOf(clickatellStatusOf({ type: 'FAILED', subtype }).status)).toBe(false);
  });
});
