import { describe, expect, it } from 'vitest';
import { signTwilio, twilioStatusOf } from './twilio';

describe('the emulator’s Twilio', () => {
  it('signs as Twilio’s published example does (its own signer, independent of the product’s check)', () => {
    const params: [string, string][] = [
      ['To', '+18005551212'],
      ['From', '+14158675310'],
      ['Digits', '1234'],
      ['Caller', '+14158675310'],
      ['CallSid', 'CA1234567890ABCDE'],
    ];
    expect(signTwilio('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      'GvWf1cFY/Q7PnoempGyD5oXAezc=',
    );
  });

  it('reports the test numbers’ failures with Twilio’s statuses and error codes', () => {
    expect(twilioStatusOf({ type: 'FAILED', subtype: 'EXPIRED' })).toEqual({
      status: 'undelivered',
      errorCode: 30003,
    });
    expect(twilioStatusOf({ type: 'FAILED', subtype: 'NOT_SENT' })).toEqual({
      status: 'failed',
      errorCode: 30008,
    });
    expect(twilioStatusOf({ type: 'DELIVERED', subtype: null })).toEqual({
      status: 'delivered',
      errorCode: null,
    });
  });
});
