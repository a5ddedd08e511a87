// Runs axe-core on the pages this area changed, signed in as the demo client, and prints every
// violation of impact serious or critical (exit code 1 when there is any).
// Usage: tsx scripts/dev/axe-check.ts [baseUrl]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Page } from '@playwright/test';
import { signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function check(page: Page, name: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  console.log(`${name}: ${bad.length} serious/critical (${violations.length} in all)`);
  for (const v of bad)
    console.log(`  ${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return bad.length;
}

/** The first campaign of the signed-in user's account (the status page needs one). */
async function firstCampaignId(page: Page, base: string): Promise<number> {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.post(`${base}/api/sms/campaigns/list`, {
    data: {},
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  return ((await res.json()) as { rows: { id: number }[] }).rows[0]?.id ?? 0;
}

async function main(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  // bypassCSP: the product's CSP (rightly) refuses the inline axe script.
  const page = await browser.newPage({ viewport: { width: 1366, height: 850 }, bypassCSP: true });
  let total = 0;
  await page.goto(`${base}/sign-in`);
  total += await check(page, 'sign-in');
  await signInAsDemoClient(page, base);
  const campaign = await firstCampaignId(page, base);
  for (const [name, path] of [
    ['lists', '/smsmarketing/sms-lists'],
    ['list process queue', '/listprocessqueue'],
    ['new list', '/smsmarketing/sms-lists/new'],
    ['campaign status', `/smsmarketing/smscampaigns/status?smscampaignid=${campaign}`],
  ] as const) {
    await page.goto(`${base}${path}`);
    total += await check(page, name);
  }
  await browser.close();
  process.exit(total ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
