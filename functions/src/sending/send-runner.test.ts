import { describe, expect, it } from 'vitest';
import { config } from '../platform/config';
import { backoffMs, orderedCandidates, type ProviderRow } from './send-runner';

const provider = (id: number, reverseBilled = false) =>
  ({ id, name: `P${id}`, reverse_billed: reverseBilled ? 1 : 0 }) as unknown as ProviderRow;
const providers = [provider(1), provider(2), provider(3, true), provider(4, true), provider(5)];

describe('orderedCandidates', () => {
  it('spreads standard messages over the standard providers, starting at a message-dependent one', () => {
    const ids = (id: number) =>
      orderedCandidates({ id, provider_option: 'SpreadStandard', campaign_provider_id: null }, providers).map(
        (p) => p.id,
      );
    expect(ids(0)).toEqual([1, 2, 5]);
    expect(ids(1)).toEqual([2, 5, 1]);
    expect(ids(2)).toEqual([5, 1, 2]);
  });

  it('uses the reverse-billed providers for SpreadReverseBilled and only the chosen one for SelectedProvider', () => {
    expect(
      orderedCandidates(
        { id: 7, provider_option: 'SpreadReverseBilled', campaign_provider_id: null },
        providers,
      ).map((p) => p.id),
    ).toEqual([4, 3]);
    expect(
      orderedCandidates(
        { id: 7, provider_option: 'SelectedProvider', campaign_provider_id: 3 },
        providers,
      ).map((p) => p.id),
    ).toEqual([3]);
    expect(
      orderedCandidates({ id: 7, provider_option: 'SelectedProvider', campaign_provider_id: 9 }, providers),
    ).toEqual([]);
  });

  it('treats a campaign without a provider step as spread over standard providers', () => {
    expect(
      orderedCandidates({ id: 3, provider_option: null, campaign_provider_id: null }, providers).map(
        (p) => p.id,
      ),
    ).toEqual([1, 2, 5]);
  });
});

describe('backoffMs', () => {
  it('doubles per attempt with jitter in the upper half, capped at five minutes', () => {
    const base = config.sendRetryBaseMs; // SEND_RETRY_BASE_MS: 2000 by default, 300 on the test stage
    const low = () => 0;
    const high = () => 0.999999;
    expect(backoffMs(1, undefined, low)).toBe(base / 2);
    expect(backoffMs(1, undefined, high)).toBeCloseTo(base, -1);
    expect(backoffMs(3, undefined, low)).toBe(base * 2);
    expect(backoffMs(30, undefined, high)).toBeLessThanOrEqual(300_000);
    expect(backoffMs(30, undefined, low)).toBe(150_000);
  });

  it('waits at least as long as the provider’s Retry-After', () => {
    expect(backoffMs(1, 30_000, () => 0.5)).toBe(30_000);
  });
});
