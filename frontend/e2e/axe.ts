// axe-core inside browser tests, through @axe-core/playwright's AxeBuilder. The SPA's CSP refuses inline
// scripts (script-src 'self'); AxeBuilder injects axe with frame.evaluate (the DevTools protocol), which the
// page's CSP does not govern, into every frame (GrapesJS canvas iframes included). Legacy mode runs axe.run
// in the top page, which reaches the frames' own axe through postMessage: the same frame coverage as the
// default mode without a blank page opened per call to merge the frames' results (seconds each on a busy
// machine). Only violations are collected (not passes), which keeps each run short.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts a screen must not have. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** axe-core's serious and critical violations on the page as it is now, in every frame ("rule: targets"). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(400); // dialogs fade in: half-transparent text would fail contrast wrongly
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact != null && FAILING_IMPACTS.has(v.impact))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')}`);
}
