// What the screen table (screens.ts) uses to find its way: the signed-in user's API, campaign ids by name,
// and the list the list screens are shot on (made through the New list wizard).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Thrown by a screen that has nothing to show on this stage (reported as skipped, not failed). */
export class Skip extends Error {}

/** A call to the API as the page's signed-in user (with the CSRF header). */
export async function api<T>(
  page: Page,
  base: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  data?: object,
) {
  const csrf = (await page.context().cookies(base)).find((c) => /csrf_token$/.test(c.name))?.value ?? '';
  const res = await page.request.fetch(`${base}${path}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': decodeURIComponent(csrf) },
  });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

type CampaignRow = { id: number; name: string; isTransactional: boolean };

async function campaigns(page: Page, base: string, filters: object[] = []): Promise<CampaignRow[]> {
  const body = await api<{ rows: CampaignRow[] }>(page, base, 'POST', '/api/sms/campaigns/list', {
    sort: { field: 'id', direction: 'asc' },
    filters,
    pagination: { page: 1, rowsPerPage: 100 },
  });
  return body.rows;
}

/** One of the signed-in user's SMS campaigns, by name (the demo scripts make them: scripts/run.sh). */
export async function campaignId(page: Page, base: string, name: string): Promise<number> {
  const rows = await campaigns(page, base, [{ field: 'campaignName', operation: 'Contains', value: name }]);
  const id = rows.find((r) => r.name === name)?.id;
  if (!id) throw new Skip(`no campaign named ${name} (scripts/run.sh's demo data makes it)`);
  return id;
}

export async function transactionalCampaignId(page: Page, base: string): Promise<number> {
  const id = (await campaigns(page, base)).find((r) => r.isTransactional)?.id;
  if (!id) throw new Skip('the account has no transactional campaign');
  return id;
}

/** 57 contacts with a bad number, a missing one and a repeat, as a CSV file. */
function contactsCsv(): string {
  const first = [
    'Thandi',
    'Sipho',
    'Lerato',
    'Johan',
    'Anele',
    'Pieter',
    'Naledi',
    'Kagiso',
    'Zanele',
    'Ruan',
  ];
  const last = ['Nkosi', 'Dlamini', 'Mokoena', 'van Wyk', 'Botha', 'Naidoo', 'Khumalo', 'Pillay'];
  const rows = ['First Name,Last Name,Cellphone,Email'];
  const number = 821000000 + Math.floor(Math.random() * 8_000_000);
  for (let i = 0; i < 57; i += 1) {
    const f = first[i % first.length]!;
    const l = last[i % last.length]!;
    const email = `${f.toLowerCase()}.${l.toLowerCase().replace(' ', '')}${i}@example.com`;
    rows.push(`${f},${l},0${number + i * 7},${email}`);
  }
  rows.push(
    'Bad,Number,12345,bad@example.com',
    'No,Number,,none@example.com',
    `Again,Twice,0${number},again@example.com`,
  );
  const path = join(mkdtempSync(join(tmpdir(), 'screenshots-')), 'spring-sale-buyers.csv');
  writeFileSync(path, `${rows.join('\n')}\n`);
  return path;
}

/** Through the wizard: a DMA-exclusion list (or, told so, an audience list) from a CSV; answers its stats page's path once imported. */
export async function createImportedList(page: Page, base: string, audience = false): Promise<string> {
  const name = `Spring sale buyers ${Date.now() % 10000}`;
  await page.goto(`${base}/smsmarketing/sms-lists/new`);
  await page.getByLabel(/List name/).fill(name);
  await page
    .getByLabel('Description')
    .fill('Customers who bought during the 2026 spring sale, from the till system.');
  if (!audience) {
    await page.getByLabel('This is a DMA exclusion list').click();
    await page.getByRole('button', { name: 'Yes, tick it' }).click();
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByTestId('file-input').setInputFiles(contactsCsv());
  await page.getByTestId('uploaded-file').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/I have permission to contact/).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await page.waitForURL(/\/new\/queued$/);
  await page.goto(`${base}/smsmarketing/sms-lists`);
  await page.getByLabel('Search by name').fill(name);
  await page.getByRole('link', { name: `Stats of ${name}` }).click();
  await page.waitForURL(/status\?smsListId=\d+$/);
  await page
    .getByRole('table', { name: 'Import history' })
    .getByText('Completed')
    .waitFor({ timeout: 60_000 });
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** Through the wizard: an empty list; answers its stats page's path. */
export async function createEmptyList(page: Page, base: string, name: string): Promise<string> {
  await page.goto(`${base}/smsmarketing/sms-lists/new`);
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create an empty list' }).click();
  await page.waitForURL(/\/smsmarketing\/sms-lists$/);
  await page.getByLabel('Search by name').fill(name);
  await page
    .getByRole('link', { name: `Stats of ${name}` })
    .first()
    .click();
  await page.waitForURL(/status\?smsListId=\d+$/);
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/**
 * A Simple campaign on a new list of 57 named contacts, its message greeting each by first name (issue 31's
 * merge fields); answers the campaign's editor path.
 */
export async function mergeFieldsCampaign(page: Page, base: string): Promise<string> {
  const stats = await createImportedList(page, base, true);
  const listId = Number(/smsListId=(\d+)/.exec(stats)![1]);
  const zone = 'Africa/Johannesburg';
  const today = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 10);
  const { id } = await api<{ id: number }>(page, base, 'POST', '/api/sms/campaigns/scheduled', {
    type: 0,
    name: `Merge fields ${Date.now() % 10000}`,
    newCategoryName: `Merge fields ${Date.now() % 10000}`,
    includeListIds: [listId],
    excludeListIds: [],
    scheduleDays: [1, 2, 3, 4, 5],
    dailySendStartTime: '08:00',
    dailySendFinishTime: '17:00',
    timeZone: zone,
    startDate: today,
    finishDate: null,
    recycleCampaignDays: null,
    restPeriodDays: null,
  });
  await api(page, base, 'PATCH', `/api/sms/campaigns/${id}/provider`, {
    option: 'SpreadStandard',
    providerId: null,
  });
  const { optoutLine } = await api<{ optoutLine: string }>(page, base, 'GET', '/api/settings');
  await api(page, base, 'PATCH', `/api/sms/campaigns/${id}/messages`, {
    messages: [
      {
        id: null,
        active: true,
        message: `Hi #FIRSTNAME|there#, our spring sale ends Sunday: 20% off all garden tools.\n${optoutLine}`,
      },
    ],
    clickUrl: null,
  });
  return `/smsmarketing/sms-campaigns/${id}`;
}
