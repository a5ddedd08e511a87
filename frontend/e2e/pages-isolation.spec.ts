import { expect, test } from '@playwright/test';
import type { RowDataPacket } from 'mysql2/promise';
import { closeTestDatabase, testDatabase } from './campaign-status-helpers';

// Each account's landing pages are on an origin of their own ({label}.pages.localhost here, {label}.{PAGES_DOMAIN}
// deployed): what one account's page script stores, another account's page cannot read, and no page can frame
// another. Pages are asked on the parent pages host, which moves each to its own account's origin (308).

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const parent = () => (process.env.PAGES_BASE_URL ?? '').replace(/\/+$/, '');
const NO_ACTIONS = JSON.stringify({ formSubmitPageAction: { type: 0 }, formSubmitLeadAction: { type: 0 } });

const STORES = `<html><head><title>Stores</title></head><body><p id="out">waiting</p><script>
localStorage.setItem('secret', 'kept by the first account');
document.getElementById('out').textContent = 'stored';
</script></body></html>`;
const READS = (frameUrl: string) => `<html><head><title>Reads</title></head><body><p id="out">waiting</p>
<iframe id="frame" title="another page" src="${frameUrl}"></iframe><script>
document.getElementById('out').textContent = 'read: ' + localStorage.getItem('secret');
</script></body></html>`;

async function insertPage(accountId: number, key: string, html: string): Promise<void> {
  const db = await testDatabase();
  await db.query(
    `INSERT INTO pages (account_id, page_key, name, title, html, json, form_submit_actions, archived, content_version)
     VALUES (?, ?, ?, ?, ?, NULL, ?, 0, 1)`,
    [accountId, key, `Isolation ${key}`, key, html, NO_ACTIONS],
  );
}

test.afterAll(closeTestDatabase);

test("one account's landing page can neither read what another's stores nor frame it", async ({
  browser,
}) => {
  const db = await testDatabase();
  const [rows] = await db.query<RowDataPacket[]>('SELECT id FROM accounts ORDER BY id LIMIT 2');
  const [first, second] = rows.map((r) => Number(r.id));
  expect(second).toBeDefined();
  const stores = `iso-stores-${suffix}`;
  const sameAccount = `iso-same-${suffix}`;
  const otherAccount = `iso-other-${suffix}`;
  await insertPage(first!, stores, STORES);
  // Each reading page also frames the storing page.
  await insertPage(first!, sameAccount, READS(`${parent()}/${stores}`));
  await insertPage(second!, otherAccount, READS(`${parent()}/${stores}`));

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${parent()}/${stores}`);
  await expect(visitor.locator('#out')).toHaveText('stored');
  const firstOrigin = new URL(visitor.url()).origin;
  expect(firstOrigin).not.toBe(new URL(parent()).origin);

  // The same account's other page shares its origin, and so its storage (the control: origins are what isolate).
  await visitor.goto(`${parent()}/${sameAccount}`);
  expect(new URL(visitor.url()).origin).toBe(firstOrigin);
  await expect(visitor.locator('#out')).toHaveText('read: kept by the first account');

  // Another account's page is on another origin: nothing of the first account's storage, and no frame of its page
  // (frame-ancestors: only the SPA's previews may frame a page, so Chromium shows its error page in the frame).
  await visitor.goto(`${parent()}/${otherAccount}`);
  expect(new URL(visitor.url()).origin).not.toBe(firstOrigin);
  await expect(visitor.locator('#out')).toHaveText('read: null');
  const child = () => visitor.frames().find((f) => f !== visitor.mainFrame());
  await expect.poll(() => child()?.url() ?? '').toMatch(/^chrome-error:/);
  expect(await child()!.locator('#out').count()).toBe(0);

  // The first account's page is not served on the other account's origin at all.
  const foreign = await visitor.goto(`${new URL(visitor.url()).origin}/${stores}`);
  expect(foreign?.status()).toBe(404);
  await visitor.context().close();
});
