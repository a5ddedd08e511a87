// How the SPA's first screen appears on a cold cache over a throttled network: a filmstrip of the first visit,
// the JavaScript fetched (as transferred, gzipped by the CDN server) split into the first load and the screen's
// own chunks, and whether any frame showed page text before the theme's styles (a flash of unstyled content).
import type { BrowserContext, Page } from '@playwright/test';

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
async function firstLoadUrls(page: Page, base: string): Promise<Set<string>> {
  const html = await (await page.request.get(`${base}/`)).text();
  const urls = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!);
  return new Set(urls.map((url) => new URL(url, base).href));
}

/**
 * Opens `url` in a fresh page of `context` with the cache off and the network throttled, filming it every
 * 250 ms as `${file}-NN.png` until its h1 is up; prints what it saw; answers false when a frame was unstyled.
 */
export async function coldLoad(context: BrowserContext, base: string, url: string, file: string) {
  const page = await context.newPage();
  await page.addInitScript(WATCH_ROOT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  const urls = new Map<string, string>();
  const scripts: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    const script = urls.get(e.requestId) ?? '';
    if (script.endsWith('.js')) scripts.push({ url: script, bytes: e.encodedDataLength });
  });

  let shots = 0;
  let filming = true;
  const film = (async () => {
    while (filming && shots < 40) {
      await page.screenshot({ path: `${file}-${String(shots).padStart(2, '0')}.png` }).catch(() => {});
      shots += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  filming = false;
  await film;

  const frames = await page.evaluate<Frame[]>('window.__frames');
  const html = await firstLoadUrls(page, base);
  const first = scripts.filter((s) => html.has(s.url));
  const rest = scripts.filter((s) => !html.has(s.url));
  const kb = (list: typeof scripts) => `${(list.reduce((t, s) => t + s.bytes, 0) / 1000).toFixed(1)} kB`;
  console.log(`    frames: ${frames.map((f) => `${f.at} ms ${f.state}`).join(' → ')}`);
  console.log(`    first load: ${first.length} scripts, ${kb(first)} transferred`);
  console.log(
    `    then: ${rest.length} scripts, ${kb(rest)} (${rest.map((s) => s.url.split('/').pop()).join(', ')})`,
  );
  console.log(`    ${shots} filmstrip frames: ${file}-NN.png`);
  const styled = !frames.some((f) => f.state === 'UNSTYLED');
  if (!styled) console.log('    FAILED: page text showed before the styles');
  return { page, styled };
}
