import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, signIn } from './helpers';
import { finishImport, listRow, uploadOnSourceStep } from './sms-lists-helpers';
import { axeViolations } from './axe';

// The import that once hung: 500,000 rows through the browser wizard, 100,000 of them with invalid
// numbers and 100,000 repeating a number (typed another way). It must reach Completed with exact counts,
// and the rejected rows must download with a reason per row.
const ROWS = 500_000;
const INVALID = ['12345', '', '0821abc', '999999999999999', 'n/a'];

async function dirtyCsv(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), 'sms-lists-dirty-')), 'dirty-500k.csv');
  const out = createWriteStream(path);
  const base = 830_000_000 + Math.floor(Math.random() * 9) * 1_000_000;
  const cell = (n: number) => `0${base + n}`;
  const spaced = (n: number) => {
    const d = String(base + n);
    return `+27 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5)}`;
  };
  out.write('Cellphone,First Name,Last Name\n');
  let unique = 0;
  for (let g = 0; g < ROWS / 5; g += 1) {
    const lines = [`${INVALID[g % INVALID.length]},Bad${g},Row`, `${spaced(unique + 1)},Again${g},Dup`];
    for (let k = 0; k < 3; k += 1) lines.push(`${cell(unique + k)},Name${unique + k},Person`);
    unique += 3;
    if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return path;
}

test('a dirty 500,000-row file imports through the wizard with exact counts and downloadable rejected rows', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const file = await dirtyCsv();
  await signIn(page, DEMO_CLIENT);
  const name = `E2E Dirty 500k ${Date.now()}`;
  await page.goto('/smsmarketing/sms-lists/new');
  await page.getByLabel(/List name/).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await uploadOnSourceStep(page, file);
  await finishImport(page, 'Create');

  await page.goto('/listprocessqueue');
  const job = page.getByRole('row').filter({ hasText: name });
  await expect(job.getByText('Completed')).toBeVisible({ timeout: 300_000 });
  const cells = job.getByRole('cell');
  await expect(job.getByRole('cell', { name: /^300[\s,\u00a0]?000$/ })).toBeVisible();
  await expect(job.getByRole('cell', { name: /^100[\s,\u00a0]?000$/ })).toHaveCount(2);
  await expect(cells.filter({ hasText: 'Rejected rows' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await job.getByRole('link', { name: 'Rejected rows' }).click();
  const download = await downloading;
  const rows = readFileSync((await download.path())!, 'utf8')
    .split('\r\n')
    .filter(Boolean);
  expect(rows).toHaveLength(100_001);
  expect(rows[0]).toBe('Row,Reason,Cellphone,First Name,Last Name');
  expect(rows[1]).toBe('2,Not a valid cellphone number,12345,Bad0,Row');
  expect(rows[2]).toBe('7,No cellphone number,,Bad1,Row');

  const list = await listRow(page, name);
  await expect(list.getByText('Completed')).toBeVisible();
  await expect(list.getByRole('cell').nth(3)).toHaveText(/^300[\s,\u00a0]?000$/);
});
