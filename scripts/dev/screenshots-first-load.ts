// How the SPA's first screen appears on a cold cache, in Debian's Chromium over a throttled network: a
// filmstrip of each first visit, the JavaScript fetched (as transferred, gzipped by the CDN server) split
// into the first load and the screen's own chunks, and a check that no frame shows page text before
// the theme's styles (a flash of unstyled content) or a screen without its layout.
// Usage: tsx scripts/dev/screenshots-first-load.ts [baseUrl] — files go to .local/screenshots/first-load/.
import { mkdirSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import { launchChromium, signInAsDemoClient } from './demo-sign-in';

const base = process.argv[2] ?? process.env.APP_BASE_URL ?? 'http://localhost:8080';
const out = '.local/screenshots/first-load';
mkdirSync(out, { recursive: true });

// A slow mobile connection (about "Fast 3G"): 150 ms round trips, 1.6 Mbit/s down.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 90_000 };

type Frame = { at: number; state: string };

// Runs in the page before its own scripts (a string: tsx's helpers do not exist there): records what #root
// shows after every change of the document.
const WATCH_ROOT = `(() => {
  const frames = (window.__frames = []);
  const started = performance.now();
  const record = () => {
    const root = document.getElementById('root');
    const text = (root && root.innerText ? root.innerText : '').trim();
    const styled = document.querySelectorAll('style[data-emotion]').length > 0;
    let state;
    if (!root || !root.firstElementChild) state = 'blank';
    else if (document.querySelector('[data-testid="full-page-spinner"]') && !text) state = 'spinner';
    else if (!styled) state = 'UNSTYLED';
    else if (document.querySelector('h1')) state = 'screen';
    else state = text ? 'content' : 'empty';
    if (frames.length === 0 || frames[frames.length - 1].state !== state)
      frames.push({ at: Math.round(performance.now() - started), state });
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The scripts index.html itself loads (its module script and modulepreload links), as absolute URLs. */
async function firstLoadUrls(page: Page): Promise<Set<string>> {
  const html = await (await page.request.get(`${base}/`)).text();
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return new Set(urls.map((url) => new URL(url, base).href));
}

async function visit(browser: Browser, name: string, path: string, signedIn: boolean): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const setup = await context.newPage();
  if (signedIn) await signInAsDemoClient(setup, base);
  await setup.close();

  const page: Page = await context.newPage();
  await page.addInitScript(WATCH_ROOT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const urls = new Map<string, string>();
  const scripts: { url: string; bytes: number; at: number }[] = [];
  const started = Date.now();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId) ?? '';
    if (url.endsWith('.js')) scripts.push({ url, bytes: e.encodedDataLength, at: Date.now() - started });
  });

  // A filmstrip: a screenshot every 250 ms until the screen is up and the network quiet.
  let shots = 0;
  let filming = true;
  const film = (async () => {
    while (filming && shots < 40) {
      await page.screenshot({ path: `${out}/${name}-${String(shots).padStart(2, '0')}.png` }).catch(() => {});
      shots += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await page.goto(`${base}${path}`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  filming = false;
  await film;
  await page.screenshot({ path: `${out}/${name}-final.png`, fullPage: true });

  const frames = await page.evaluate<Frame[]>('window.__frames');
  const html = await firstLoadUrls(page);
  const first = scripts.filter((s) => html.has(s.url));
  const rest = scripts.filter((s) => !html.has(s.url));
  const kb = (list: typeof scripts): string =>
    `${(list.reduce((t, s) => t + s.bytes, 0) / 1000).toFixed(1)} kB`;
  console.log(`${name} (${path}${signedIn ? ', signed in' : ''}):`);
  console.log(`  frames: ${frames.map((f) => `${f.at} ms ${f.state}`).join(' → ')}`);
  console.log(`  first load: ${first.length} scripts, ${kb(first)} transferred`);
  console.log(
    `  then: ${rest.length} scripts, ${kb(rest)} (${rest.map((s) => s.url.split('/').pop()).join(', ')})`,
  );
  console.log(`  ${shots} filmstrip frames in ${out}/${name}-*.png`);
  if (frames.some((f) => f.state === 'UNSTYLED')) {
    console.log('  FAILED: page text showed before the styles');
    process.exitCode = 1;
  }
  await context.close();
}

async function main(): Promise<void> {
  const browser = await launchChromium();
  await visit(browser, 'sign-in', '/sign-in', false);
  await visit(browser, 'dashboard', '/', true);
  await visit(browser, 'sms-lists', '/smsmarketing/sms-lists', true);
  await visit(browser, 'campaign-list', '/smsmarketing/smscampaigns', true);
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
