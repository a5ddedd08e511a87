// The A/B test's significance rule (docs/areas/sending-sms.md, "A/B message tests"): the variant with the
// highest rate (metric count / messages delivered, or sent when there are no delivery reports) wins when a
// two-sided two-proportion z-test against EACH other variant gives p < 0.05 / (k - 1) (Bonferroni, k
// variants); otherwise there is no significant difference and the rest of the audience gets the first message.

export const ALPHA = 0.05;

export interface VariantOutcome {
  messageId: number;
  /** Messages delivered (or sent, when the test has no delivery reports). */
  base: number;
  /** Metric count: clicks, leads or replies. */
  count: number;
}

export interface Decision {
  /** The message the rest of the audience gets. */
  messageId: number;
  significant: boolean;
  /** The largest p-value of the leader's comparisons (1 when there is nothing to compare). */
  pValue: number;
}

export const rateOf = (v: { base: number; count: number }) => (v.base > 0 ? v.count / v.base : 0);

/** The standard normal CDF (Abramowitz and Stegun 7.1.26 erf: absolute error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** The two-sided p-value of the pooled two-proportion z-test (1 when either side is empty or nothing varies). */
export function twoProportionP(
  a: { base: number; count: number },
  b: { base: number; count: number },
): number {
  if (a.base <= 0 || b.base <= 0) return 1;
  const pooled = (a.count + b.count) / (a.base + b.base);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.base + 1 / b.base));
  if (!(se > 0)) return 1;
  const z = (rateOf(a) - rateOf(b)) / se;
  return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
}

/** The decision over the variants (first message first). */
export function decide(variants: VariantOutcome[]): Decision {
  const first = variants[0];
  if (!first) throw new Error('An A/B test needs variants');
  const leader = variants.reduce((best, v) => (rateOf(v) > rateOf(best) ? v : best), first);
  const others = variants.filter((v) => v !== leader);
  if (!others.length) return { messageId: first.messageId, significant: false, pValue: 1 };
  const pValue = Math.max(...others.map((o) => twoProportionP(leader, o)));
  const significant = pValue < ALPHA / (variants.length - 1);
  return { messageId: significant ? leader.messageId : first.messageId, significant, pValue };
}
