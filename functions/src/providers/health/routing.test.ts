import { describe, expect, it } from 'vitest';
import { holdText, messageFraction, routeByHealth, type ProviderHealthView } from './routing';

const A = { id: 1, name: 'Alpha' };
const B = { id: 2, name: 'Beta' };
const C = { id: 3, name: 'Gamma' };

const view = (
  provider: { id: number; name: string },
  state: ProviderHealthView['state'],
  weight: number,
) => ({
  providerId: provider.id,
  name: provider.name,
  state,
  weight,
  reason: state === 'Degraded' ? 'delivery 41% in the last hour against its usual 96%' : null,
});
const healthOf = (...views: ProviderHealthView[]) => new Map(views.map((v) => [v.providerId, v]));
const spread = (id: number) => ({ id, provider_option: 'SpreadStandard' });

/** How many of `count` consecutive messages start on each provider. */
function shares(health: Map<number, ProviderHealthView>, count = 1000) {
  const n = new Map<number, number>();
  for (let id = 5000; id < 5000 + count; id += 1) {
    const routed = routeByHealth(spread(id), [A, B, C], health);
    const first = routed.providers![0]!.id;
    n.set(first, (n.get(first) ?? 0) + 1);
  }
  return n;
}

describe('routing a spread by provider health', () => {
  it('leaves the candidates as they are when every provider is Ok', () => {
    expect(routeByHealth(spread(7), [B, C, A], new Map())).toEqual({
      providers: [B, C, A],
      allDegraded: false,
    });
  });

  it('skips a degraded provider: it is neither the first nor a failover', () => {
    const health = healthOf(view(C, 'Degraded', 0));
    for (let id = 1; id < 200; id += 1) {
      const routed = routeByHealth(spread(id), [A, B, C], health);
      expect(routed.providers!.map((p) => p.id)).not.toContain(3);
      expect(routed.providers).toHaveLength(2);
    }
    expect(shares(health).get(3)).toBeUndefined();
  });

  it('gives a recovering provider its ramp weight of the traffic', () => {
    const at10 = shares(healthOf(view(C, 'Recovering', 10)));
    // 10 of 210: about 48 of 1000.
    expect(at10.get(3)).toBeGreaterThanOrEqual(40);
    expect(at10.get(3)).toBeLessThanOrEqual(56);
    const at50 = shares(healthOf(view(C, 'Recovering', 50)));
    // 50 of 250: 200 of 1000.
    expect(at50.get(3)).toBeGreaterThanOrEqual(190);
    expect(at50.get(3)).toBeLessThanOrEqual(210);
    expect(at50.get(1)! + at50.get(2)! + at50.get(3)!).toBe(1000);
  });

  it('spreads over all of them, saying so, when every provider is degraded', () => {
    const health = healthOf(view(A, 'Degraded', 0), view(B, 'Degraded', 0), view(C, 'Degraded', 0));
    expect(routeByHealth(spread(9), [C, A, B], health)).toEqual({ providers: [C, A, B], allDegraded: true });
  });

  it('starts a message on the same provider every time it is tried (a retry fails over in the same order)', () => {
    const health = healthOf(view(C, 'Recovering', 50));
    expect(routeByHealth(spread(4242), [A, B, C], health)).toEqual(
      routeByHealth(spread(4242), [A, B, C], health),
    );
  });

  it('spreads consecutive message ids evenly over [0, 1)', () => {
    const fractions = Array.from({ length: 100 }, (_, i) => messageFraction(1000 + i));
    expect(fractions.filter((f) => f < 0.1)).toHaveLength(10);
    expect(fractions.every((f) => f >= 0 && f < 1)).toBe(true);
  });
});

describe('a selected provider is never swapped', () => {
  const selected = (id: number) => ({ id, provider_option: 'SelectedProvider' });

  it('sends through it when it is Ok', () => {
    expect(routeByHealth(selected(1), [C], new Map())).toEqual({ providers: [C], allDegraded: false });
  });

  it('holds every message while it is degraded, with why in the user\u2019s terms', () => {
    const health = healthOf(view(C, 'Degraded', 0));
    const routed = routeByHealth(selected(11), [C], health);
    expect(routed.hold).toEqual(health.get(3));
    expect(holdText(routed.hold!)).toBe(
      'Holding: Gamma is degraded (delivery 41% in the last hour against its usual 96%). Sending resumes when it recovers.',
    );
  });

  it('lets its ramp share through while it recovers, and holds the rest', () => {
    const health = healthOf(view(C, 'Recovering', 50));
    let sent = 0;
    for (let id = 1; id <= 100; id += 1) if (routeByHealth(selected(id), [C], health).providers) sent += 1;
    expect(sent).toBeGreaterThanOrEqual(45);
    expect(sent).toBeLessThanOrEqual(55);
    expect(holdText(health.get(3)!)).toBe(
      'Sending slowly: Gamma is recovering, so 50% of messages go now and the rest wait a little.',
    );
  });
});
