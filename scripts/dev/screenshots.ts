// Screenshots of the running product with Debian's Chromium, for a person to look at, and with --axe
// axe-core's serious and critical violations on each screen (exit code 1 when there is any, or when a
// screen could not be shown). The screens are one table (scripts/lib/screenshots/screens.ts): area, who is
// signed in, where to go, what to do and wait for. Each demo user signs in once (a storage state).
//   tsx scripts/dev/screenshots.ts [area…] [--width 1366,390] [--axe] [--base URL] [--out DIR]
// Against a stage with the run command's demo data (bash scripts/run.sh), its env loaded; the base URL is
// --base, else APP_BASE_URL, else http://localhost:8080. With no area, every area. --list lists the areas.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { axeViolations } from '../../frontend/e2e/axe';
import { DEMO_USERS, launchChromium, signInAsDemoClient } from '../lib/chromium';
import { coldLoad } from '../lib/screenshots/first-load';
import { Skip } from '../lib/screenshots/helpers';
import { AREAS, SCREENS, type Ctx, type Role, type Screen } from '../lib/screenshots/screens';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    width: { type: 'string', default: '1366,390' },
    axe: { type: 'boolean', default: false },
    base: { type: 'string' },
    out: { type: 'string', default: '.local/screenshots' },
    list: { type: 'boolean', default: false },
  },
});
const base = (values.base ?? process.env.APP_BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const out = resolve(values.out);
const widths = values.width.split(',').map(Number);
const DESKTOP = 600;

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>;
const storage = new Map<Role, Storage>();
const tally = { shot: 0, skipped: 0, failed: 0, violations: 0, checked: 0 };

/** The role's signed-in state, signing in the first time it is asked for. */
async function storageOf(browser: Browser, role: Role): Promise<Storage | undefined> {
  if (role === 'none') return undefined;
  if (!storage.has(role)) {
    const context = await browser.newContext();
    await signInAsDemoClient(await context.newPage(), base, DEMO_USERS[role]);
    storage.set(role, await context.storageState());
    await context.close();
  }
  return storage.get(role);
}

async function newContext(browser: Browser, role: Role, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width, height: width < DESKTOP ? 844 : 850 },
    storageState: await storageOf(browser, role),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  // tsx keeps functions' names with a helper, __name, that the functions handed to the page call there.
  await context.addInitScript('globalThis.__name = (f) => f;');
  return context;
}

/** Shoots one screen on `page` (following the one before it); false when it failed. */
async function shoot(screen: Screen, c: Ctx, file: string): Promise<boolean> {
  const label = `${screen.area}/${c.width}-${screen.name}`;
  const errors: string[] = [];
  const onError = (e: Error) => errors.push(e.message);
  c.page.on('pageerror', onError);
  try {
    if (screen.path) {
      const path = typeof screen.path === 'string' ? screen.path : await screen.path(c);
      await c.page.goto(/^https?:/.test(path) ? path : `${base}${path}`);
    }
    await screen.ready?.(c);
    await c.page.waitForLoadState('networkidle');
    await c.page.waitForTimeout(400); // dialogs and snackbars fade in
    // A dialog's backdrop covers the viewport only: with a dialog open, the viewport is shot.
    const dialog = (await c.page.getByRole('dialog').count()) > 0;
    await c.page.screenshot({ path: file, fullPage: !screen.viewportOnly && !dialog });
    tally.shot += 1;
    let verdict = '';
    if (values.axe && !screen.noAxe) {
      const found = await axeViolations(c.page);
      tally.checked += 1;
      tally.violations += found.length;
      verdict = found.length ? ` — AXE: ${found.join('; ')}` : ' — axe: no serious or critical violation';
    }
    console.log(`  ${label}${verdict}${errors.length ? ` (page errors: ${errors.join(' | ')})` : ''}`);
    await screen.after?.(c);
    return true;
  } catch (error) {
    if (error instanceof Skip) {
      tally.skipped += 1;
      console.log(`  ${label}: skipped (${error.message})`);
    } else {
      tally.failed += 1;
      console.log(
        `  ${label}: FAILED ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`,
      );
    }
    return false;
  } finally {
    c.page.off('pageerror', onError);
  }
}

/** An area's screens at one width: a page per run of screens seen as the same role, in order. */
async function shootArea(browser: Browser, area: string, width: number, vars: Record<string, string>) {
  const screens = SCREENS.filter((s) => s.area === area && (width >= DESKTOP || !s.desktopOnly));
  const dir = join(out, area);
  mkdirSync(dir, { recursive: true });
  let context: BrowserContext | undefined;
  let role: Role | undefined;
  let page: Page | undefined;
  let broken = false;
  for (const screen of screens) {
    const file = join(dir, `${width}-${screen.name}.png`);
    if (screen.coldLoad) {
      const cold = await newContext(browser, screen.as, width);
      console.log(`  ${area}/${width}-${screen.name} (${screen.path}, cold cache, slow network):`);
      const { page: loaded, styled } = await coldLoad(
        cold,
        base,
        `${base}${screen.path as string}`,
        file.replace(/\.png$/, ''),
      );
      await loaded.screenshot({ path: file, fullPage: true });
      tally.shot += 1;
      if (!styled) tally.failed += 1;
      await cold.close();
      continue;
    }
    // A new page for another role or a screen of its own (with a path); one that follows a failed one is skipped.
    if (screen.as !== role || !page) {
      await context?.close();
      context = await newContext(browser, screen.as, width);
      role = screen.as;
      page = await context.newPage();
      broken = false;
      if (!screen.path) throw new Error(`${area}/${screen.name} opens a page: it needs a path`);
    }
    if (screen.path) broken = false;
    if (broken) {
      tally.skipped += 1;
      console.log(`  ${area}/${width}-${screen.name}: skipped (the screen before it was not shown)`);
      continue;
    }
    if (screen.prepare) await screen.prepare({ base, page, width, vars });
    broken = !(await shoot(screen, { base, page, width, vars }, file));
  }
  await context?.close();
}

async function main(): Promise<void> {
  if (values.list) {
    for (const area of AREAS)
      console.log(
        `${area}: ${SCREENS.filter((s) => s.area === area)
          .map((s) => s.name)
          .join(', ')}`,
      );
    return;
  }
  const unknown = positionals.filter((a) => !AREAS.includes(a));
  if (unknown.length) throw new Error(`no area ${unknown.join(', ')}; the areas: ${AREAS.join(', ')}`);
  const areas = positionals.length ? positionals : AREAS;
  const browser = await launchChromium();
  const started = Date.now();
  try {
    for (const area of areas) {
      console.log(area);
      const vars = {}; // shared by the widths: the list made once is shot at each
      for (const width of widths) await shootArea(browser, area, width, vars);
    }
  } finally {
    await browser.close();
  }
  const axe = values.axe
    ? `, ${tally.violations} serious/critical axe violations on ${tally.checked} screens`
    : '';
  console.log(
    `${tally.shot} screenshots in ${out}/ (${Math.round((Date.now() - started) / 1000)} s): ` +
      `${tally.skipped} skipped, ${tally.failed} failed${axe}`,
  );
  if (tally.failed || tally.violations) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
