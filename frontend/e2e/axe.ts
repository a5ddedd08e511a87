// axe-core inside browser tests, through @axe-core/playwright's AxeBuilder. The SPA's CSP refuses inline
// scripts (script-src 'self'); AxeBuilder injects axe with frame.evaluate (the DevTools protocol), which the
// page's CSP does not govern, into every frame (GrapesJS canvas iframes included). Legacy mode runs axe.run
// in the top page, which reaches the frames' own axe through postMessage: the same frame coverage as the
// default mode without a blank page opened per call to merge the frames' results (seconds each on a busy
// machine). Only violations are collected (not passes), which keeps each run short.
//
// Colour contrast is only meaningful on a still screen: a dialog fading in or a snackbar shrinking away is
// half-transparent for a moment. So each check first waits until no finite CSS transition or animation is
// running (spinners and pulses run forever and are ignored). If one starts while axe runs (a snackbar's
// auto-hide timer ran out mid-check, as it did once in CI) and axe found something, the screen is checked
// again once it is still; a real violation is found again, a passing fade is not.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts a screen must not have. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** How long a screen may keep moving before the check runs anyway. */
const SETTLE_TIMEOUT_MS = 5000;

/** The little of the browser's window the settle check uses (this file is also compiled without the DOM). */
type Still = {
  __axeMoves?: number;
  addEventListener: (type: string, listener: () => void, capture: boolean) => void;
  document: {
    getAnimations: () => {
      playState: string;
      effect: { getComputedTiming: () => { endTime?: number | string } } | null;
    }[];
  };
};

/** Waits until no finite transition or animation runs in the page, and starts counting new ones. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const w = globalThis as unknown as Still;
        if (w.__axeMoves === undefined) {
          w.__axeMoves = 0;
          const count = () => {
            w.__axeMoves = (w.__axeMoves ?? 0) + 1;
          };
          w.addEventListener('transitionrun', count, true);
          w.addEventListener('animationstart', count, true);
        }
        const moving = w.document.getAnimations().some((animation) => {
          if (animation.playState !== 'running') return false;
          const end = animation.effect?.getComputedTiming().endTime;
          return typeof end === 'number' && Number.isFinite(end);
        });
        if (!moving) w.__axeMoves = 0;
        return !moving;
      },
      undefined,
      { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
    )
    .catch(() => undefined); // still moving after 5 s: check it as it is
}

const movedSinceSettle = (page: Page) =>
  page.evaluate(() => ((globalThis as unknown as Still).__axeMoves ?? 0) > 0);

async function violationsNow(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact != null && FAILING_IMPACTS.has(v.impact))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`);
}

/** axe-core's serious and critical violations on the page once it is still, in every frame ("rule: targets"). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(100); // a transition started by the last action has begun
  await settle(page);
  const found = await violationsNow(page);
  if (found.length === 0 || !(await movedSinceSettle(page))) return found;
  await settle(page);
  return violationsNow(page);
}
