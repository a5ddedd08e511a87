// axe-core inside browser tests. The SPA's CSP refuses inline scripts (script-src 'self'), so axe is
// evaluated through the DevTools protocol (page.evaluate), which the page's CSP does not govern.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now ("rule: targets"). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(400); // dialogs fade in: half-transparent text would fail contrast wrongly
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(`${axeSource}\n;void 0`);
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (globalThis as unknown as { axe: { run: () => Promise<Result> } }).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
