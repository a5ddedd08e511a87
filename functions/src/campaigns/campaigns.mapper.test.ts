import { describe, expect, it } from 'vitest';
import { billingOf } from './campaigns.mapper';

describe('billing shown on the campaign list', () => {
  it.each([
    ['SpreadStandard', null, false],
    ['SpreadReverseBilled', null, true],
    ['SelectedProvider', 1, true],
    ['SelectedProvider', 0, false],
    ['SelectedProvider', null, null],
    [null, null, null],
  ] as const)('%s with provider reverse_billed=%s → %s', (option, providerFlag, expected) =>
    expect(billingOf(option, providerFlag)).toBe(expected),
  );
});
