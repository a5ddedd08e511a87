// Report builds for ops through the real stack: the e-mailed report link (our route, a fresh short-lived S3
// URL, reusable until it expires, a plain page for an expired or unknown link), the administrators' list
// of every account's builds (403 for a client), the rebuild and consolidation triggered from it (queued
// jobs of the shared mechanism, a killed one retried), and scheduled cross-campaign reports (queued once per
// period however often the scheduler runs).
import { TextWriter, Uint8ArrayReader, ZipReader, configure } from '@zip.js/zip.js';
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_EMAIL_SUBJECT } from '../disposition-reports/report-email';
import {
  LINK_EXPIRED_TEXT,
  LINK_EXPIRED_TITLE,
  LINK_UNKNOWN_TITLE,
} from '../disposition-reports/report-link-page';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import {
  createAccountWithUser,
  eventually,
  mailboxFor,
  testDb,
  type TestUser,
} from '../test-support/fixtures';
import { invokeFunction } from '../test-support/functions';
import { seedNumberHistory } from '../test-support/history-fixtures';
import {
  REPORT_BUILDS_TEXTS,
  type BuildQueued,
  type ReportBuildRow,
  type ReportBuildsResponse,
  type ReportSchedule,
} from './report-builds.schemas';

configure({ useWebWorkers: false });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

let client: TestUser;
let clientApi: ApiClient;
let adminApi: ApiClient;
let admin: TestUser;

beforeAll(async () => {
  client = await createAccountWithUser();
  admin = await createAccountWithUser('Admin');
  [clientApi, adminApi] = [new ApiClient(), new ApiClient()];
  await clientApi.signIn(client.email, client.password);
  await adminApi.signIn(admin.email, admin.password);
  await seedNumberHistory(client, '+27821230001', { messages: 3 });
});

async function zipText(bytes: ArrayBuffer, password: string) {
  const reader = new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes)));
  const [entry] = await reader.getEntries();
  if (!entry || entry.directory) throw new Error('the archive holds no file');
  const text = await entry.getData(new TextWriter(), { password });
  await reader.close();
  return text;
}

/** Creates a report from the form as the client and answers the link e-mailed to `address`. */
async function reportLinkFor(address: string, password: string) {
  const built = await clientApi.post<{ reportId: number }>('/api/sms/disposition/build', {
    from: day(-1),
    to: day(0),
    emails: address,
    password,
    includeMessage: true,
    includeCustomFields: false,
  });
  expect(built.status).toBe(202);
  const mail = await eventually(
    async () => (await mailboxFor(address)).find((m) => m.subject === REPORT_EMAIL_SUBJECT),
    60_000,
  );
  return { reportId: built.body.reportId, link: /https?:\/\/\S+/.exec(mail.text)![0] };
}

const listBuilds = (api: ApiClient, query = '') =>
  api.get<ReportBuildsResponse>(`/api/admin/report-builds${query ? `?${query}` : ''}`);

describe('the e-mailed report link', () => {
  it('opens from the mailbox: 302 to a fresh 5-minute S3 URL of the zip, again and again until it expires', async () => {
    const address = `link-${client.email}`;
    const { reportId, link } = await reportLinkFor(address, 'Link pass 1');
    expect(link.startsWith(`${process.env.API_HOST}/reports/download/`)).toBe(true);
    const token = link.split('/').pop()!;

    // The link as a mail reader opens it (through the CDN), not following the redirect.
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(302);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const location = new URL(first.headers.get('location')!);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const zip = await fetch(location);
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-disposition')).toContain(
      `cross-campaign-report-${day(-1)}-to-${day(0)}.zip`,
    );
    const csv = await zipText(await zip.arrayBuffer(), 'Link pass 1');
    expect(csv).toContain('27821230001');

    // Reusable (mail scanners open links first; a download may break): a second use works too.
    const again = await fetch(link, { redirect: 'manual' });
    expect(again.status).toBe(302);
    const againZip = await fetch(again.headers.get('location')!);
    expect(againZip.status).toBe(200);
    expect(await zipText(await againZip.arrayBuffer(), 'Link pass 1')).toBe(csv);

    // Only the token's hash is stored, with its 7-day expiry and the uses.
    const stored = await testDb()
      .selectFrom('sms_report_links')
      .select(['token_hash', 'expires_at', 'uses', 'email'])
      .where('report_id', '=', reportId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(stored.token_hash).equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(stored.email).toBe(address);
    expect(stored.uses).toBe(2);
    const days = (stored.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // Expired: a page that says so, in the reader's terms (410).
    await testDb()
      .updateTable('sms_report_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('report_id', '=', reportId)
      .execute();
    const expired = await fetch(link, { redirect: 'manual' });
    expect(expired.status).toBe(410);
    expect(expired.headers.get('content-type')).toContain('text/html');
    const page = await expired.text();
    expect(page).toContain(LINK_EXPIRED_TITLE);
    expect(page).toContain(LINK_EXPIRED_TEXT);
  });

  it('answers an unknown, altered or malformed token with the not-valid page (404)', async () => {
    const base = `${process.env.API_HOST}/reports/download`;
    for (const token of ['x'.repeat(43), 'short', 'a%20b%3Cscript%3E']) {
      const res = await fetch(`${base}/${token}`, { redirect: 'manual' });
      expect(res.status, token).toBe(404);
      expect(await res.text()).toContain(LINK_UNKNOWN_TITLE);
    }
  });
});

describe('the report-builds screen’s API', () => {
  it('refuses clients (403) and anonymous callers (401) on every call', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/report-builds'],
      [
        'POST',
        '/api/admin/report-builds/rebuilds',
        { accountId: client.accountId, from: day(-1), to: day(0) },
      ],
      ['POST', '/api/admin/report-builds/consolidation', {}],
      ['GET', '/api/admin/report-builds/reports/1/download'],
      ['GET', '/api/admin/report-schedules'],
      ['POST', '/api/admin/report-schedules', {}],
      ['PATCH', '/api/admin/report-schedules/1', { status: 'Paused' }],
      ['DELETE', '/api/admin/report-schedules/1'],
    ];
    for (const [method, path, json] of calls) {
      const answer = await clientApi.request<ErrorBody>(method, path, json ? { json } : {});
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error.message).toBe('You do not have permission to do that.');
      expect((await new ApiClient().request(method, path, json ? { json } : {})).status).toBe(401);
    }
  });

  it('lists every account’s builds newest first, with the account, requester, rows and a download', async () => {
    const { reportId } = await reportLinkFor(`admin-list-${client.email}`, 'List pass');
    const all = await listBuilds(adminApi, 'kind=CrossCampaignReport&rowsPerPage=100');
    expect(all.status).toBe(200);
    const row = all.body.rows.find((r) => r.key === `report-${reportId}`)!;
    expect(row).toMatchObject({
      kind: 'CrossCampaignReport',
      accountId: client.accountId,
      periodFrom: day(-1),
      periodTo: day(0),
      requestedBy: client.email,
      status: 'Completed',
      rows: 3,
      downloadUrl: `/api/admin/report-builds/reports/${reportId}/download`,
    });
    expect(row.accountName).toMatch(/^Test account /);
    expect(row.durationSeconds).toBeGreaterThanOrEqual(0);
    const dates = all.body.rows.map((r) => r.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);

    // The admin download: 302 to a fresh short-lived URL; a report that does not exist is 404.
    const download = await adminApi.request('GET', row.downloadUrl!, { redirect: 'manual' });
    expect(download.status).toBe(302);
    const zip = await fetch(download.headers.get('location')!);
    expect(await zipText(await zip.arrayBuffer(), 'List pass')).toContain('27821230001');
    expect((await adminApi.get('/api/admin/report-builds/reports/999999999/download')).status).toBe(404);
    expect((await adminApi.get('/api/admin/report-builds/reports/abc/download')).status).toBe(400);

    // Paging and filters.
    const page = await listBuilds(adminApi, 'rowsPerPage=1&page=2');
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.totalRows).toBeGreaterThanOrEqual(2);
    const failed = await listBuilds(adminApi, 'status=Failed&kind=CrossCampaignReport');
    expect(failed.body.rows.every((r) => r.status === 'Failed')).toBe(true);
    const bad = await listBuilds(adminApi, 'kind=Everything&status=Done&rowsPerPage=500');
    expect(bad.status).toBe(400);
    expect(bad.body as unknown as ErrorBody).toMatchObject({
      error: {
        fields: {
          kind: ['Kind must be one of the listed kinds.'],
          status: ['Status must be one of the listed statuses.'],
          rowsPerPage: ['Rows per page must be between 1 and 100.'],
        },
      },
    });
  });

  it('queues a rebuild of an account’s overviews that runs to Completed; refuses an unknown account and bad dates', async () => {
    await testDb().deleteFrom('sms_overview_days').where('account_id', '=', client.accountId).execute();
    const queued = await adminApi.post<BuildQueued>('/api/admin/report-builds/rebuilds', {
      accountId: client.accountId,
      from: day(-2),
      to: day(0),
    });
    expect(queued.status).toBe(202);
    expect(queued.body.message).toBe(REPORT_BUILDS_TEXTS.rebuildQueued);
    const done = await eventually(async () => {
      const rows = (await listBuilds(adminApi, 'kind=OverviewRebuild&rowsPerPage=100')).body.rows;
      const row = rows.find((r) => r.key === queued.body.key);
      return row?.status === 'Completed' ? row : undefined;
    }, 60_000);
    expect(done).toMatchObject({
      accountId: client.accountId,
      requestedBy: admin.email,
      periodFrom: day(-2),
      periodTo: day(0),
      progress: { done: 3, total: 3 },
      downloadUrl: null,
    });
    const summary = await testDb()
      .selectFrom('sms_overview_days')
      .select((eb) => eb.fn.sum<number>('queued').as('queued'))
      .where('account_id', '=', client.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(summary.queued)).toBeGreaterThanOrEqual(3);

    const unknown = await adminApi.post<ErrorBody>('/api/admin/report-builds/rebuilds', {
      accountId: 999_999_999,
      from: day(-2),
      to: day(0),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('The account was not found.');
    const backwards = await adminApi.post<ErrorBody>('/api/admin/report-builds/rebuilds', {
      accountId: client.accountId,
      from: day(0),
      to: day(-2),
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields?.to).toEqual([REPORT_BUILDS_TEXTS.toBeforeFrom]);
    const tooLong = await adminApi.post<ErrorBody>('/api/admin/report-builds/rebuilds', {
      accountId: client.accountId,
      from: '2024-01-01',
      to: '2025-06-30',
    });
    expect(tooLong.body.error.fields?.to).toEqual([REPORT_BUILDS_TEXTS.rangeTooLong]);
    const missing = await adminApi.post<ErrorBody>('/api/admin/report-builds/rebuilds', {});
    expect(missing.body.error.fields).toMatchObject({
      accountId: [REPORT_BUILDS_TEXTS.accountRequired],
      from: [REPORT_BUILDS_TEXTS.fromRequired],
      to: [REPORT_BUILDS_TEXTS.toRequired],
    });
  });

  it('runs the consolidation now as a queued build; a killed run is taken over by the sweeper and completes', async () => {
    const queued = await adminApi.post<BuildQueued>('/api/admin/report-builds/consolidation', {});
    expect(queued.status).toBe(202);
    const done = await eventually(async () => {
      const rows = (await listBuilds(adminApi, 'kind=Consolidation&rowsPerPage=100')).body.rows;
      const row = rows.find((r) => r.key === queued.body.key);
      return row?.status === 'Completed' ? row : undefined;
    }, 60_000);
    expect(done).toMatchObject({ accountId: null, accountName: null, requestedBy: admin.email });

    // A run whose worker died mid-way (its lease ran out): the sweeper puts it back on the queue.
    const dead = await testDb()
      .insertInto('sms_report_builds')
      .values({
        account_id: null,
        user_id: admin.id,
        kind: 'Consolidation',
        period_from: day(0),
        period_to: day(0),
        days_total: 0,
        status: 'InProgress',
        attempts: 1,
        lease_owner: 'dead-worker',
        lease_expires_at: new Date(Date.now() - 60_000),
      })
      .executeTakeFirstOrThrow();
    await invokeFunction('jobSweeper');
    const retried = await eventually(async () => {
      const row = await testDb()
        .selectFrom('sms_report_builds')
        .select(['status', 'attempts', 'lease_owner'])
        .where('id', '=', Number(dead.insertId))
        .executeTakeFirstOrThrow();
      return row.status === 'Completed' ? row : undefined;
    }, 60_000);
    expect(retried).toMatchObject({ attempts: 2, lease_owner: null });
  });

  it('shows the hourly consolidation’s runs that rewrote days as Consolidation builds of the schedule', async () => {
    await seedNumberHistory(client, '+27821230002', { messages: 2 });
    await invokeFunction('overviewConsolidation');
    const row = await eventually(async () =>
      (await listBuilds(adminApi, 'kind=Consolidation&rowsPerPage=100')).body.rows.find(
        (r: ReportBuildRow) => r.requestedBy === REPORT_BUILDS_TEXTS.hourlySchedule && r.rows > 0,
      ),
    );
    expect(row).toMatchObject({ status: 'Completed', accountName: null });
  });
});

describe('scheduled cross-campaign reports', () => {
  const create = (body: object) =>
    adminApi.post<ReportSchedule & ErrorBody>('/api/admin/report-schedules', body);

  it('are created with a sealed password, queue one report per period however often the scheduler runs, and e-mail it', async () => {
    const address = `scheduled-${client.email}`;
    const made = await create({
      accountId: client.accountId,
      emails: address,
      password: 'Sched pass',
      includeMessage: false,
      includeCustomFields: true,
      cadence: 'Daily',
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ accountId: client.accountId, cadence: 'Daily', status: 'Active' });
    expect(made.body.nextRunDate).toBe(`${day(1)}T00:00:00.000Z`);
    expect(JSON.stringify(made.body)).not.toContain('Sched pass');
    const stored = await testDb()
      .selectFrom('sms_report_schedules')
      .select('password_sealed')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_sealed.toString('latin1')).not.toContain('Sched pass');
    const listed = await adminApi.get<{ rows: ReportSchedule[] }>('/api/admin/report-schedules');
    expect(listed.body.rows.find((s) => s.id === made.body.id)).toMatchObject({ emails: address });

    // Due now: the scheduler, run three times at once (and the stage's own timer), queues one report.
    await testDb()
      .updateTable('sms_report_schedules')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where('id', '=', made.body.id)
      .execute();
    await Promise.all([1, 2, 3].map(() => invokeFunction('reportScheduler')));
    await invokeFunction('reportScheduler');
    const reports = await testDb()
      .selectFrom('sms_disposition_reports')
      .select(['id', 'from_date', 'to_date', 'user_id', 'include_custom_fields'])
      .where('schedule_id', '=', made.body.id)
      .execute();
    expect(reports).toHaveLength(1);
    expect(reports[0]!.from_date.toISOString().slice(0, 10)).toBe(day(-1));
    expect(reports[0]!.to_date.toISOString().slice(0, 10)).toBe(day(-1));
    expect(reports[0]).toMatchObject({ user_id: admin.id, include_custom_fields: 1 });
    const after = (
      await adminApi.get<{ rows: ReportSchedule[] }>('/api/admin/report-schedules')
    ).body.rows.find((s) => s.id === made.body.id)!;
    expect(after.nextRunDate).toBe(`${day(1)}T00:00:00.000Z`);
    expect(after.lastQueuedDate).not.toBeNull();

    // Even when the schedule is made due again for the same period, no second report is queued.
    await testDb()
      .updateTable('sms_report_schedules')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where('id', '=', made.body.id)
      .execute();
    await invokeFunction('reportScheduler');
    expect(
      await testDb()
        .selectFrom('sms_disposition_reports')
        .select('id')
        .where('schedule_id', '=', made.body.id)
        .execute(),
    ).toHaveLength(1);

    // The report is built and e-mailed like one from the form; the list shows it as the schedule's.
    const mail = await eventually(
      async () => (await mailboxFor(address)).find((m) => m.subject === REPORT_EMAIL_SUBJECT),
      60_000,
    );
    expect(mail.text).toContain(`${day(-1)} to ${day(-1)}`);
    const row = (await listBuilds(adminApi, 'kind=CrossCampaignReport&rowsPerPage=100')).body.rows.find(
      (r) => r.key === `report-${reports[0]!.id}`,
    );
    expect(row).toMatchObject({
      scheduleId: made.body.id,
      requestedBy: `Schedule ${made.body.id} (${admin.email})`,
    });
  });

  it('paused queue nothing; resumed run at the next boundary; deleted are gone', async () => {
    const made = await create({
      accountId: client.accountId,
      emails: `paused-${client.email}`,
      password: 'pw',
      cadence: 'Monthly',
    });
    const id = made.body.id;
    const paused = await adminApi.request<ReportSchedule>('PATCH', `/api/admin/report-schedules/${id}`, {
      json: { status: 'Paused' },
    });
    expect(paused.body.status).toBe('Paused');
    await testDb()
      .updateTable('sms_report_schedules')
      .set({ next_run_at: new Date(Date.now() - 60_000) })
      .where('id', '=', id)
      .execute();
    await invokeFunction('reportScheduler');
    const count = async () =>
      (
        await testDb()
          .selectFrom('sms_disposition_reports')
          .select('id')
          .where('schedule_id', '=', id)
          .execute()
      ).length;
    expect(await count()).toBe(0);
    const resumed = await adminApi.request<ReportSchedule>('PATCH', `/api/admin/report-schedules/${id}`, {
      json: { status: 'Active' },
    });
    expect(resumed.body).toMatchObject({ status: 'Active' });
    expect(new Date(resumed.body.nextRunDate).getTime()).toBeGreaterThan(Date.now());
    expect(resumed.body.nextRunDate.slice(8)).toBe('01T00:00:00.000Z');

    expect((await adminApi.request('DELETE', `/api/admin/report-schedules/${id}`)).status).toBe(204);
    expect((await adminApi.request('DELETE', `/api/admin/report-schedules/${id}`)).status).toBe(404);
    expect(
      (await adminApi.request('PATCH', `/api/admin/report-schedules/${id}`, { json: { status: 'Paused' } }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input with a message per field, and an unknown account', async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({
      accountId: [REPORT_BUILDS_TEXTS.accountRequired],
      emails: [REPORT_BUILDS_TEXTS.emailsRequired],
      password: [REPORT_BUILDS_TEXTS.passwordRequired],
      cadence: [REPORT_BUILDS_TEXTS.cadenceRequired],
    });
    const badEmail = await create({
      accountId: client.accountId,
      emails: 'ops@example.com; nope',
      password: 'pw',
      cadence: 'Weekly',
    });
    expect(badEmail.body.error.fields?.emails).toEqual([REPORT_BUILDS_TEXTS.invalidEmail('nope')]);
    const unknown = await create({
      accountId: 999_999_999,
      emails: 'ops@example.com',
      password: 'pw',
      cadence: 'Weekly',
    });
    expect(unknown.status).toBe(404);
    const badStatus = await adminApi.request<ErrorBody>('PATCH', '/api/admin/report-schedules/1', {
      json: { status: 'Sleeping' },
    });
    expect(badStatus.status).toBe(400);
  });
});
