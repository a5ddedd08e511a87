// Report Builds (administrators) against the real stack: hidden from and refused to clients; for an
// administrator, every account's builds (a client's cross-campaign report with its download), a rebuild and
// a consolidation run queued from the screen and seen to complete, the filters, a schedule created, paused
// and deleted; a screenshot and an axe check of the screen and its dialogs.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { DEMO_ADMIN, DEMO_CLIENT, mainNav, signIn } from './helpers';

const today = () => new Date().toISOString().slice(0, 10);

test('Report Builds is for administrators: no menu entry for a client, the page and its API refused', async ({
  page,
}) => {
  await signIn(page, DEMO_CLIENT);
  await expect(mainNav(page).getByRole('link', { name: 'SMS Campaigns' })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: 'Report Builds' })).toHaveCount(0);
  await page.goto('/admin/report-builds');
  await expect(page.getByRole('heading', { name: "You don't have access to this page" })).toBeVisible();
  expect((await page.request.get('/api/admin/report-builds')).status()).toBe(403);
  expect((await page.request.get('/api/admin/report-schedules')).status()).toBe(403);
});

test('an administrator sees every account’s builds, queues a rebuild and a consolidation, and manages schedules', async ({
  page,
}) => {
  test.setTimeout(120_000); // three builds run through the queues, and each action's snackbar waits its turn
  const tag = randomBytes(3).toString('hex');
  // A client's cross-campaign report, made from the form's API.
  await signIn(page, DEMO_CLIENT);
  const csrf = (await page.context().cookies()).find((c) => /csrf/i.test(c.name))?.value ?? '';
  expect(csrf).not.toBe('');
  const built = await page.request.post('/api/sms/disposition/build', {
    data: {
      from: '2020-01-01',
      to: today(),
      emails: `e2e-${tag}@acme.test`,
      password: `Zip-${tag}`,
      includeMessage: false,
      includeCustomFields: false,
    },
    headers: { 'x-csrf-token': decodeURIComponent(csrf) },
  });
  expect(built.status()).toBe(202);
  await page.context().clearCookies();

  await signIn(page, DEMO_ADMIN);
  await mainNav(page).getByRole('link', { name: 'Report Builds' }).click();
  await expect(page).toHaveURL(/\/admin\/report-builds$/);
  await expect(page.getByRole('heading', { name: 'Report Builds', level: 1 })).toBeVisible();
  const builds = page.getByRole('table', { name: 'Report builds' });
  for (const header of [
    'Kind',
    'Account',
    'Period',
    'Requested by',
    'Status',
    'Duration',
    'Rows',
    'Download',
  ])
    await expect(builds.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

  // The client's report, finished, with its download (the archive itself, through a fresh S3 URL).
  const report = builds
    .getByRole('row')
    .filter({ hasText: `2020-01-01 to ${today()}` })
    .first();
  await expect(report).toContainText('Cross-campaign report', { timeout: 60_000 });
  await expect(report.getByRole('link', { name: /Download/ })).toBeVisible({ timeout: 60_000 });
  await expect(report).toContainText('Acme');
  const downloading = page.waitForEvent('download');
  await report.getByRole('link', { name: /Download/ }).click();
  const download = await downloading;
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  // Queue a rebuild of Acme's overviews for this month.
  await page.getByRole('button', { name: 'Rebuild overviews' }).click();
  const rebuild = page.getByRole('dialog', { name: 'Rebuild overviews' });
  await rebuild.getByRole('button', { name: 'Queue rebuild' }).click();
  await expect(rebuild.getByText('Please choose the account.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await rebuild.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /Acme/ }).click();
  await rebuild.getByRole('button', { name: 'Queue rebuild' }).click();
  await expect(page.getByText('The rebuild is queued. Its progress shows in the table.')).toBeVisible();
  await expect(builds.getByRole('row').filter({ hasText: 'Overview rebuild' }).first()).toContainText(
    'Completed',
    { timeout: 60_000 },
  );

  // Run the consolidation now.
  await page.getByRole('button', { name: 'Run consolidation now' }).click();
  await expect(
    page.getByText('The consolidation is queued. It shows in the table when it runs.'),
  ).toBeVisible();
  const consolidation = builds
    .getByRole('row')
    .filter({ hasText: 'Consolidation' })
    .filter({ hasText: DEMO_ADMIN })
    .first();
  await expect(consolidation).toContainText('Completed', { timeout: 60_000 });
  await expect(consolidation).toContainText('All accounts');

  // Filters: one kind, one status.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Overview rebuild' }).click();
  await expect(builds.getByRole('row').filter({ hasText: 'Cross-campaign report' })).toHaveCount(0);
  await expect(builds.getByRole('row').filter({ hasText: 'Overview rebuild' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Failed' }).click();
  await expect(page.getByText('No report builds to show.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(builds.getByRole('row').filter({ hasText: 'Cross-campaign report' }).first()).toBeVisible();

  // A weekly schedule for Acme: created, paused, resumed, deleted.
  await page.getByRole('button', { name: 'New schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New report schedule' });
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(dialog.getByText('Please enter at least one e-mail address.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /Acme/ }).click();
  await dialog.getByRole('combobox', { name: 'Every' }).click();
  await page.getByRole('option', { name: /^Weekly/ }).click();
  await dialog.getByRole('textbox', { name: 'Emails' }).fill(`ops-${tag}@acme.test`);
  await dialog.getByLabel('Password').fill(`Weekly-${tag}`);
  await dialog.getByRole('switch', { name: 'Include Message' }).check();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expect(
    page.getByText('The schedule is saved. Its first report is queued at the next run shown.'),
  ).toBeVisible();
  const schedules = page.getByRole('table', { name: 'Scheduled reports' });
  const schedule = schedules.getByRole('row').filter({ hasText: `ops-${tag}@acme.test` });
  await expect(schedule).toContainText('Weekly (the previous Monday to Sunday)');
  await expect(schedule).toContainText('Active');
  await expect(schedule).toContainText(' 02:00'); // Monday 00:00 UTC, shown in South African time

  await page.getByRole('heading', { name: 'Report Builds', level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'frontend/e2e/.results/report-builds.png', fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  await schedule.getByRole('button', { name: /^Pause/ }).click();
  await expect(schedule).toContainText('Paused');
  await schedule.getByRole('button', { name: /^Resume/ }).click();
  await expect(schedule).toContainText('Active');
  await schedule.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this schedule?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('The schedule is deleted.')).toBeVisible();
  await expect(schedule).toHaveCount(0);
});
