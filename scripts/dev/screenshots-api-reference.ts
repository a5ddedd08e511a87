// Screenshots of the partner API reference (Settings › API keys › API reference, issue 27) on the running stack,
// for a person to look at, with axe-core's serious and critical violations (exit code 1 when there is any).
// Usage: tsx scripts/dev/screenshots-api-reference.ts [baseUrl] — files go to .local/screenshots/api-reference/.
import { mkdirSync } from 'node:fs';
import { axeViolations } from '../../frontend/e2e/axe';
import { SCREENSHOT_VIEWPORTS, launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/api-reference';
mkdirSync(out, { recursive: true });

async function main(): Promise<void> {
  const browser = await launchChromium();
  let failures = 0;
  for (const [label, viewport] of SCREENSHOT_VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInAsDemoClient(page, base);
    await page.goto(`${base}/settings`);
    await page.getByRole('link', { name: 'API reference', exact: true }).click();
    await page
      .getByTestId('api-reference')
      .getByRole('heading', { name: 'Send one SMS', exact: true })
      .waitFor();
    await page.waitForLoadState('networkidle');
    const violations = await axeViolations(page);
    failures += violations.length;
    console.log(
      `${label}: ${violations.length ? violations.join('; ') : 'no serious or critical axe violation'}`,
    );
    await page.screenshot({ path: `${out}/${label}-api-reference.png` });
    await page.screenshot({ path: `${out}/${label}-api-reference-full.png`, fullPage: true });
    await context.close();
  }
  await browser.close();
  process.exit(failures ? 1 : 0);
}

void main();
