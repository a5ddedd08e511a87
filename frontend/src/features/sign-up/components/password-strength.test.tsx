import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE } from '@contracts/sign-up/sign-up.schemas';
import { loadPasswordScorer, usePasswordScorer } from './password-strength';

describe('the password scorer, loaded after the first paint (spec 3 §5)', () => {
  it('scores as the server does: weak passwords below 3, strong ones at least 3', async () => {
    const score = await loadPasswordScorer();
    expect(MIN_PASSWORD_SCORE).toBe(3);
    for (const weak of ['password', 'Password1', 'qwerty123', 'abcabcabc', 'jane@acme.co.za'])
      expect(score(weak, ['jane@acme.co.za']), weak).toBeLessThan(3);
    for (const strong of ['Demo-pass-2026!', 'correct horse battery staple', 'Blue-harbour-Kettle-91'])
      expect(score(strong), strong).toBeGreaterThanOrEqual(3);
  }, 60_000);

  it('loads once: every caller gets the same scorer', async () => {
    expect(await loadPasswordScorer()).toBe(await loadPasswordScorer());
  });

  it('the hook has no scorer at first and the loaded one afterwards', async () => {
    const { result } = renderHook(() => usePasswordScorer());
    expect(result.current).toBeUndefined();
    const loaded = await loadPasswordScorer();
    await waitFor(() => expect(result.current).toBe(loaded));
  });
});
