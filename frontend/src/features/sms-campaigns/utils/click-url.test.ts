import { describe, expect, it } from 'vitest';
import { countSms } from '@contracts/platform/sms/sms-segments';
import { CLICK_URL_VARIABLE, expandClickUrl, insertVariable, sampleShortUrl } from './click-url';

describe('click-tracking variable', () => {
  it('builds the example short link from the host and a 7-character code', () => {
    expect(sampleShortUrl('https://s.example/')).toBe('https://s.example/Ab3dE7x');
  });

  it('counts the message with the short link in place of the variable', () => {
    const message = `Sale! ${CLICK_URL_VARIABLE}`;
    const expanded = expandClickUrl(message, 'https://s.example');
    expect(expanded).toBe('Sale! https://s.example/Ab3dE7x');
    expect(countSms(expanded).units).toBe(6 + 'https://s.example/'.length + 7);
  });

  it('inserts the variable at the caret or over the selection', () => {
    expect(insertVariable('Hi there', 3, 3)).toEqual({ text: `Hi ${CLICK_URL_VARIABLE}there`, caret: 13 });
    expect(insertVariable('Hi there', 3, 8)).toEqual({ text: `Hi ${CLICK_URL_VARIABLE}`, caret: 13 });
    expect(insertVariable('', 5, 9)).toEqual({ text: CLICK_URL_VARIABLE, caret: 10 });
  });
});
