// The screens scripts/dev/screenshots.ts shoots (and checks with axe-core): one row per screen, in order
// within an area. A screen without a path continues from the one before it on the same page (a dialog it
// opened, a filter it set). Data comes from the run command's demo (scripts/run.sh and its scripts/db/demo-*).
import type { Page } from '@playwright/test';
import { answerPageCalls } from './page-calls';
import {
  Skip,
  api,
  campaignId,
  createEmptyList,
  createImportedList,
  mergeFieldsCampaign,
  transactionalCampaignId,
} from './helpers';

/** Who the screen is seen as: a demo user (signed in once per run), or nobody. */
export type Role = 'alice' | 'admin' | 'carol' | 'none';

export interface Ctx {
  base: string;
  page: Page;
  width: number;
  /** What one screen found for the next ones of its area (ids, paths), kept across the widths. */
  vars: Record<string, string>;
}

export interface Screen {
  area: string;
  name: string;
  as: Role;
  /** Where to go first: a path of the SPA or a whole URL; none: stay where the screen before left off. */
  path?: string | ((c: Ctx) => Promise<string> | string);
  /** What to do, and wait for, before the shot. */
  ready?: (c: Ctx) => Promise<unknown>;
  /** What to do after the shot and the check (close the dialog it opened). */
  after?: (c: Ctx) => Promise<unknown>;
  /** Before the first navigation of its page (calls answered in the browser). */
  prepare?: (c: Ctx) => Promise<unknown>;
  /** The viewport only (default: the whole page). */
  viewportOnly?: boolean;
  desktopOnly?: boolean;
  /** Not the product's page (the stand-ins'): no axe check. */
  noAxe?: boolean;
  /** A first visit on a cold cache over a slow network, filmed (lib/screenshots/first-load.ts). */
  coldLoad?: boolean;
}

const rows =
  (name: string) =>
  ({ page }: Ctx) =>
    page.getByRole('table', { name }).getByRole('row').nth(1).waitFor();
const h1 = ({ page }: Ctx) => page.getByRole('heading', { level: 1 }).first().waitFor();
const testId =
  (id: string) =>
  ({ page }: Ctx) =>
    page.getByTestId(id).first().waitFor();
const closeDialog =
  (name: string, button = 'Cancel') =>
  async ({ page }: Ctx) => {
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: button, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  };
const smsStatus = (name: string) => async (c: Ctx) =>
  `/smsmarketing/smscampaigns/status?smscampaignid=${await campaignId(c.page, c.base, name)}`;

/** This month in South Africa (the demo's zone), and its parts. */
const MONTH = new Date(Date.now() + 2 * 3600_000).toISOString().slice(0, 7);
const [YEAR, MM] = MONTH.split('-').map(Number) as [number, number];
const MONTHLY = `/smsmarketing/monthly-overview-by-campaign?month=${MM}&year=${YEAR}`;
/** The demo's number with a conversation (scripts/db/demo-replies.ts). */
const DEMO_CONVERSATION_NUMBER = '+27825551001';
/** The demo's number with history in every panel (scripts/db/demo-sends.ts), and an ID number. */
const HISTORY_NUMBER = encodeURIComponent(process.env.SMS_HISTORY_NUMBER ?? '+27825551001');
const ID_NUMBER = '8001015009087';
const HISTORY_PANELS = [
  'Marketing Lists',
  'Messages Sent',
  'Delivery Reports',
  'Replies Received',
  'Web-service Callbacks',
  'Unique Clicks',
];
const historyPanels = async ({ page }: Ctx) => {
  for (const title of HISTORY_PANELS)
    await page.getByRole('region', { name: title }).getByRole('table').waitFor();
};
const gateway = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 4700}/`;
const mailbox = `http://localhost:${process.env.MAILBOX_PORT ?? 4580}/`;

export const SCREENS: Screen[] = [
  // Signed out
  {
    area: 'sign-in',
    name: 'sign-in',
    as: 'none',
    path: '/sign-in',
    ready: ({ page }) => page.getByText(/^Version /).waitFor(),
  },
  {
    area: 'sign-in',
    name: 'sign-in-error',
    as: 'none',
    ready: async ({ page }) => {
      await page.getByLabel('Email address').fill('alice@acme.test');
      await page.getByLabel('Password', { exact: true }).fill('wrong password');
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.getByText('The email address or password is incorrect.').waitFor();
    },
  },
  {
    area: 'sign-in',
    name: 'not-found',
    as: 'none',
    path: '/no/such/page',
    ready: ({ page }) => page.getByText("This page isn't available. Sorry about that.").waitFor(),
  },
  { area: 'sign-in', name: 'short-link-not-found', as: 'none', path: '/s/NoSuch1' },

  // Dashboards
  { area: 'home', name: 'dashboard', as: 'alice', path: '/', ready: h1 },
  { area: 'home', name: 'dashboard-admin', as: 'admin', path: '/', ready: h1 },

  // SMS lists
  {
    area: 'lists',
    name: 'sms-lists',
    as: 'alice',
    path: '/smsmarketing/sms-lists',
    ready: rows('SMS lists'),
  },
  {
    area: 'lists',
    name: 'sms-lists-keyboard-focus',
    as: 'alice',
    viewportOnly: true,
    ready: async ({ page }) => {
      await page.getByLabel('Search by name').focus();
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    },
  },
  { area: 'lists', name: 'process-queue', as: 'alice', path: '/listprocessqueue', ready: h1 },
  { area: 'lists', name: 'new-list', as: 'alice', path: '/smsmarketing/sms-lists/new', ready: h1 },

  // One list's screens, on a list imported through the wizard (once per run), and a limited account's
  {
    area: 'list-screens',
    name: 'stats',
    as: 'alice',
    path: async (c) => (c.vars.stats ??= await createImportedList(c.page, c.base)),
    ready: ({ page }) => page.getByRole('table', { name: 'Import history' }).getByText('Completed').waitFor(),
  },
  {
    area: 'list-screens',
    name: 'edit-invalid',
    as: 'alice',
    desktopOnly: true,
    path: (c) => c.vars.stats!.replace('/status?smsListId=', '/Edit?smslistid='),
    ready: async ({ page }) => {
      await page.getByRole('textbox', { name: 'List name' }).fill('');
      await page.getByRole('button', { name: 'Save' }).click();
    },
  },
  {
    area: 'list-screens',
    name: 'contacts',
    as: 'alice',
    path: (c) => c.vars.stats!.replace('/status?smsListId=', '/Contacts?smslistid='),
    ready: ({ page }) => page.getByRole('table', { name: 'Contacts' }).getByRole('row').nth(5).waitFor(),
  },
  {
    area: 'list-screens',
    name: 'contacts-search',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByLabel('Search by number or name').fill('thandi');
      await page.getByText(/Showing 1–\d of \d/).waitFor();
    },
  },
  {
    area: 'list-screens',
    name: 'contacts-no-match',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByLabel('Search by number or name').fill('nobody');
      await page.getByText('No contacts match').waitFor();
    },
  },
  {
    area: 'list-screens',
    name: 'not-found',
    as: 'alice',
    path: '/smsmarketing/sms-lists/status?smsListId=999999',
    ready: ({ page }) => page.getByRole('heading', { name: 'List not found' }).waitFor(),
  },
  {
    area: 'list-screens',
    name: 'stats-limited-empty',
    as: 'carol',
    desktopOnly: true,
    path: async (c) => (c.vars.limited ??= await createEmptyList(c.page, c.base, 'Globex VIPs')),
    ready: h1,
  },
  {
    area: 'list-screens',
    name: 'contacts-limited',
    as: 'carol',
    desktopOnly: true,
    path: (c) => c.vars.limited!.replace('/status?smsListId=', '/Contacts?smslistid='),
    ready: ({ page }) => page.getByRole('heading', { name: 'Contacts are not available' }).waitFor(),
  },

  // The list wizard's MySql data source (the seed's demo connection string 'Demo CRM (local MariaDB)')
  {
    area: 'mysql',
    name: 'source-mysql-empty',
    as: 'alice',
    desktopOnly: true,
    path: '/smsmarketing/sms-lists/new',
    ready: async ({ page }) => {
      await page.getByLabel(/List name/).fill('Screenshot list');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'MySql' }).check();
      await page.getByRole('combobox', { name: 'Connection string' }).waitFor();
    },
  },
  {
    area: 'mysql',
    name: 'source-mysql-alert',
    as: 'alice',
    desktopOnly: true,
    ready: ({ page }) => page.getByRole('button', { name: 'Next' }).click(),
  },
  {
    area: 'mysql',
    name: 'source-mysql',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      await choose(page, 'Connection string', 'Demo CRM (local MariaDB)');
      await page.waitForLoadState('networkidle');
      await choose(page, 'Table', 'customers');
    },
  },
  {
    area: 'mysql',
    name: 'connection-dialog-empty',
    as: 'alice',
    desktopOnly: true,
    ready: ({ page }) => page.getByRole('button', { name: 'New connection string' }).click(),
  },
  {
    area: 'mysql',
    name: 'connection-dialog-errors',
    as: 'alice',
    desktopOnly: true,
    ready: ({ page }) =>
      page
        .getByRole('dialog', { name: 'New connection string' })
        .getByRole('button', { name: 'Save' })
        .click(),
  },
  {
    area: 'mysql',
    name: 'connection-dialog-filled',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: 'New connection string' });
      await dialog.getByLabel(/Connection name/).fill('Reporting replica');
      await dialog.getByLabel(/Host/).fill('127.0.0.1');
      await dialog.getByLabel(/Username/).fill('crm_reader');
      await dialog.getByLabel(/^Password/).fill('crm-reader-pass');
      await dialog.getByTestId('connection-check').filter({ hasText: 'Connection successful.' }).waitFor();
      await choose(page, 'Database', null, dialog.getByRole('combobox', { name: 'Database' }));
      await dialog.getByLabel(/Table prefix/).fill('');
      await choose(page, 'Use for', 'SMS and Email', dialog.getByRole('combobox', { name: 'Use for' }));
    },
  },
  {
    area: 'mysql',
    name: 'connection-dialog-refused',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      const dialog = page.getByRole('dialog', { name: 'New connection string' });
      await dialog.getByLabel(/Host/).fill('10.0.0.1');
      await dialog.getByTestId('connection-check').filter({ hasText: 'Connection failed.' }).waitFor();
    },
    after: closeDialog('New connection string'),
  },
  {
    area: 'mysql',
    name: 'connection-dialog-edit',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Edit connection string' }).click();
      await page
        .getByRole('dialog', { name: 'Edit connection string' })
        .getByTestId('connection-check')
        .filter({ hasText: 'Connection successful.' })
        .waitFor();
    },
    after: closeDialog('Edit connection string'),
  },
  {
    area: 'mysql',
    name: 'row-mysql',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Row 1', exact: true }).check();
    },
  },
  {
    area: 'mysql',
    name: 'mapping-mysql',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('combobox', { name: 'Field type of city' }).waitFor();
    },
  },
  {
    area: 'mysql',
    name: 'mapping-custom-fields',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('combobox', { name: 'Field type of city' }).click();
      await page.getByRole('option', { name: 'New custom field…' }).scrollIntoViewIfNeeded();
    },
    after: ({ page }) => page.keyboard.press('Escape'),
  },

  // DMA downloads and uploads, a list's export, and an account whose downloads are limited
  {
    area: 'dma',
    name: 'dma-cellphones',
    as: 'alice',
    path: '/smsmarketing/smscampaigns/DownloadDMAListForProcessing',
    ready: h1,
  },
  {
    area: 'dma',
    name: 'dma-id-numbers',
    as: 'alice',
    path: '/smsmarketing/smscampaigns/DownloadDMAIDNumbersForProcessing',
    ready: h1,
  },
  {
    area: 'dma',
    name: 'dma-upload',
    as: 'alice',
    path: '/smsmarketing/sms-lists/dmaupload',
    ready: ({ page }) => page.getByRole('heading', { name: 'DMA uploads' }).waitFor(),
  },
  {
    area: 'dma',
    name: 'export',
    as: 'alice',
    path: async ({ page, base }) => {
      await page.goto(`${base}/smsmarketing/sms-lists`);
      const link = page.getByRole('link', { name: /^Export contacts of / }).first();
      await link.waitFor();
      return (await link.getAttribute('href')) ?? '/smsmarketing/sms-lists';
    },
    ready: h1,
  },
  {
    area: 'dma',
    name: 'dma-cellphones-limited',
    as: 'carol',
    desktopOnly: true,
    path: '/smsmarketing/smscampaigns/DownloadDMAListForProcessing',
  },
  {
    area: 'dma',
    name: 'export-limited',
    as: 'carol',
    desktopOnly: true,
    path: '/smsmarketing/sms-lists/ExportContacts?smslistid=1',
  },

  // SMS campaigns: the list, a new one, the editor and its Send a test dialog, a transactional one's API alert
  {
    area: 'campaigns',
    name: 'sms-campaigns',
    as: 'alice',
    path: '/smsmarketing/smscampaigns',
    ready: rows('SMS campaigns'),
  },
  {
    area: 'campaigns',
    name: 'sms-new-campaign',
    as: 'alice',
    path: '/smsmarketing/sms-campaigns/new',
    ready: ({ page }) =>
      page
        .getByRole('button', { name: /Create/ })
        .first()
        .waitFor(),
  },
  {
    area: 'campaigns',
    name: 'sms-campaign-editor',
    as: 'alice',
    path: async (c) => `/smsmarketing/sms-campaigns/${await campaignId(c.page, c.base, 'Order Tracking')}`,
    ready: ({ page }) => page.getByRole('button', { name: 'Send a test' }).waitFor(),
  },
  {
    area: 'campaigns',
    name: 'sms-send-test',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Send a test' }).click();
      await page.getByRole('dialog', { name: 'Send a test' }).getByLabel('Cellphone number').waitFor();
    },
    after: closeDialog('Send a test', 'Close'),
  },
  {
    // A/B message tests (issue 31): the demo's "Spring A/B test" (scripts/db/demo-scheduled.ts).
    area: 'campaigns',
    name: 'sms-campaign-editor-ab-test',
    as: 'alice',
    path: async (c) => `/smsmarketing/sms-campaigns/${await campaignId(c.page, c.base, 'Spring A/B test')}`,
    ready: async ({ page }) => {
      const messages = page.locator('section[data-step="Messages"]');
      await messages.getByRole('button', { name: 'Edit' }).click();
      await messages.getByRole('switch', { name: 'Test two to four messages against each other' }).waitFor();
    },
  },
  {
    area: 'campaigns',
    name: 'transactional-editor-api-alert',
    as: 'alice',
    path: async (c) => `/smsmarketing/sms-campaigns/${await transactionalCampaignId(c.page, c.base)}`,
    ready: testId('api-send-url'),
  },
  {
    area: 'campaigns',
    name: 'transactional-send-test-sent',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Send a test' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send a test' });
      await dialog.getByLabel('Cellphone number').fill('082 555 0101');
      await dialog.getByRole('button', { name: 'Send test' }).click();
      await dialog.getByTestId(/test-send-(result|error)/).waitFor();
    },
  },

  // Merge fields (issue 31): the SMS editor's saved count and preview, Insert field menu, the e-mail subject's menu
  // and warning
  {
    area: 'merge-fields',
    name: 'sms-merge-summary',
    as: 'alice',
    path: async (c) => (c.vars.mergeCampaign ??= await mergeFieldsCampaign(c.page, c.base)),
    ready: async ({ page }) => {
      await page
        .locator('section[data-step="Messages"]')
        .getByText(/\d SMS/)
        .waitFor();
    },
  },
  {
    area: 'merge-fields',
    name: 'sms-merge-preview',
    as: 'alice',
    path: async (c) => (c.vars.mergeCampaign ??= await mergeFieldsCampaign(c.page, c.base)),
    ready: async ({ page }) => {
      await page.locator('section[data-step="Messages"]').getByRole('button', { name: 'Edit' }).click();
      await page.getByTestId('merge-preview').waitFor();
    },
  },
  {
    area: 'merge-fields',
    name: 'sms-insert-field-menu',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Insert field into Message 1' }).click();
      await page.getByRole('menuitem', { name: /First Name/ }).waitFor();
    },
    after: ({ page }) => page.keyboard.press('Escape'),
  },
  {
    area: 'merge-fields',
    name: 'email-subject-fields',
    as: 'alice',
    path: async (c) => {
      c.vars.mergeEmail ??= String(
        (
          await api<{ id: number }>(c.page, c.base, 'POST', '/api/email/campaigns/create', {
            name: `Merge fields ${Date.now() % 10000}`,
            newCategoryName: `Merge e-mail ${Date.now() % 10000}`,
          })
        ).id,
      );
      return `/emailmarketing/emailcampaigns/${c.vars.mergeEmail}/edit`;
    },
    ready: async ({ page }) => {
      await page
        .getByRole('textbox', { name: 'Subject', exact: true })
        .fill('Hi #FIRSTNAME|there#, your #FRISTNAME# spring offer');
      await page.getByTestId('unknown-fields').waitFor();
    },
  },

  // A campaign's status: busy, empty, the demo's sends, the scheduled demo's segments and their history
  {
    area: 'campaign-status',
    name: 'status-busy',
    as: 'alice',
    path: smsStatus('Black Friday Blast'),
    ready: ({ page }) => page.getByTestId('status-empty').or(page.getByTestId('status-sent')).waitFor(),
  },
  {
    area: 'campaign-status',
    name: 'status-dispatch-log-ready',
    as: 'alice',
    ready: async ({ page }) => {
      const panel = page.getByTestId('dispatch-log');
      const ready = panel.getByRole('link', { name: 'Download dispatch log' });
      if (!(await ready.isVisible())) {
        await panel.getByRole('button', { name: /Prepare (a new )?dispatch log/ }).click();
        await ready.waitFor({ timeout: 60_000 });
      }
    },
  },
  {
    area: 'campaign-status',
    name: 'status-empty',
    as: 'alice',
    path: smsStatus('Order Notifications API'),
    ready: ({ page }) => page.getByTestId('status-empty').or(page.getByTestId('status-sent')).waitFor(),
  },
  {
    area: 'campaign-status',
    name: 'status-order-tracking',
    as: 'alice',
    path: smsStatus('Order Tracking'),
    ready: testId('status-sent'),
  },
  {
    area: 'campaign-status',
    name: 'status-ab-test',
    as: 'alice',
    path: smsStatus('Spring A/B test'),
    ready: ({ page }) => page.getByRole('region', { name: 'A/B message test' }).waitFor(),
  },
  {
    area: 'campaign-status',
    name: 'status-month-end-promotion',
    as: 'alice',
    path: smsStatus('Month-end Promotion'),
    ready: testId('status-segment'),
  },
  {
    area: 'campaign-status',
    name: 'status-daily-deals-segment',
    as: 'alice',
    path: smsStatus('Daily Deals'),
    ready: testId('status-segment'),
  },
  {
    area: 'campaign-status',
    name: 'segment-history-of-campaign',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('link', { name: 'Segment Build History' }).click();
      await page.waitForURL(/\/segmentbuildhistory\?campaignId=\d+$/);
      await page.getByRole('cell', { name: 'Daily Deals' }).first().waitFor();
    },
  },
  {
    area: 'campaign-status',
    name: 'segment-build-history',
    as: 'alice',
    path: '/segmentbuildhistory',
    ready: h1,
  },

  // The SMS overviews and the cross-campaign report
  { area: 'overviews', name: 'monthly', as: 'alice', path: MONTHLY, viewportOnly: true, ready: h1 },
  {
    area: 'overviews',
    name: 'monthly-all-columns',
    as: 'alice',
    viewportOnly: true,
    ready: ({ page }) => page.getByRole('button', { name: 'Show all columns' }).click(),
    after: ({ page }) => page.getByRole('button', { name: 'Show important columns' }).click(),
  },
  {
    area: 'overviews',
    name: 'monthly-rebuild',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Rebuild' }).click();
      await page.getByRole('status').first().waitFor();
    },
  },
  {
    area: 'overviews',
    name: 'daily-range',
    as: 'alice',
    path: `/smsmarketing/daily-overview-by-campaign?date=${MONTH}-14&endDate=${MONTH}-28`,
    viewportOnly: true,
    ready: h1,
  },
  {
    area: 'overviews',
    name: 'category-expanded',
    as: 'alice',
    path: `/smsmarketing/overview-by-category?mode=month&month=${MM}&year=${YEAR}`,
    viewportOnly: true,
    ready: async ({ page }) => {
      await h1({ page } as Ctx);
      await page.waitForLoadState('networkidle');
      const expand = page.getByRole('button', { name: /^Show the campaigns of/ }).first();
      if (await expand.count()) await expand.click();
    },
  },
  {
    area: 'overviews',
    name: 'cross-campaign',
    as: 'alice',
    path: '/smsmarketing/cross-campaign-disposition',
    ready: h1,
  },

  // Reports (the hub): the last 30 days, this year ranked by profit, and an empty period
  {
    area: 'reports',
    name: 'hub',
    as: 'alice',
    path: '/reports',
    ready: async ({ page }) => {
      await h1({ page } as Ctx);
      await page.getByTestId('headline-figures').or(page.getByTestId('hub-empty')).first().waitFor();
      await page.getByTestId('hub-trend').or(page.getByTestId('hub-empty')).first().waitFor();
    },
  },
  {
    area: 'reports',
    name: 'hub-this-year-by-profit',
    as: 'alice',
    path: '/reports?period=thisYear&metric=profit',
    viewportOnly: true,
    ready: async ({ page }) => {
      await h1({ page } as Ctx);
      await page.getByTestId('headline-figures').or(page.getByTestId('hub-empty')).first().waitFor();
    },
  },
  {
    area: 'reports',
    name: 'hub-empty',
    as: 'alice',
    path: '/reports?period=custom&from=2011-01-01&to=2011-01-31',
    ready: testId('hub-empty'),
  },

  // The SMS Inbox (the demo's replies: scripts/db/demo-replies.ts) and its dialogs
  {
    area: 'inbox',
    name: 'inbox',
    as: 'alice',
    path: '/smsmarketing/sms-inbox',
    ready: ({ page }) => page.getByTestId('reply-count').filter({ hasText: /\d/ }).waitFor(),
  },
  {
    area: 'inbox',
    name: 'inbox-selection',
    as: 'alice',
    desktopOnly: true,
    ready: async ({ page }) => {
      const unallocated = page.getByRole('row').filter({ hasText: 'Unallocated' });
      await unallocated.nth(0).getByRole('checkbox').check();
      await unallocated.nth(1).getByRole('checkbox').check();
    },
    after: ({ page }) => page.getByRole('button', { name: 'Clear selection' }).click(),
  },
  {
    area: 'inbox',
    name: 'respond-dialog',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Respond' }).and(page.locator(':enabled')).first().click();
      await page
        .getByRole('textbox', { name: 'Message' })
        .fill('Hi! The special runs until Friday. Reply YES and we will call you.');
    },
    after: closeDialog('Respond'),
  },
  {
    area: 'inbox',
    name: 'download-dialog',
    as: 'alice',
    ready: ({ page }) => page.getByRole('button', { name: 'Download' }).click(),
    after: closeDialog('Download replies'),
  },
  {
    area: 'inbox',
    name: 'lead-keywords-dialog',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Lead Keywords' }).click();
      const dialog = page.getByRole('dialog', { name: 'Lead Keywords' });
      await dialog.getByTestId('reserved-keywords').waitFor();
      await dialog.getByRole('button', { name: 'Add keyword' }).click();
      await dialog
        .getByRole('textbox', { name: /^Keyword \d+$/ })
        .last()
        .fill('stop');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Keyword must be unique among custom and reserved keywords.').waitFor();
    },
    after: closeDialog('Lead Keywords'),
  },
  {
    area: 'inbox',
    name: 'optout-keywords-dialog',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Optout Keywords' }).click();
      await page.getByRole('dialog', { name: 'Optout Keywords' }).getByTestId('reserved-keywords').waitFor();
    },
    after: closeDialog('Optout Keywords'),
  },
  {
    area: 'inbox',
    name: 'inbox-empty-search',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByPlaceholder('Search by cellphone or message').fill('nothing matches this');
      await page.getByText('No SMS replies to show').waitFor();
    },
  },

  // The conversation with one number (issue 31): the demo's conversation (scripts/db/demo-replies.ts: a
  // message, its link opened, a YES, Acme's response and another reply), opened from its inbox row, with
  // a response typed; and a number that opted out (the reply box refuses, saying why)
  {
    area: 'inbox',
    name: 'conversation',
    as: 'alice',
    path: '/smsmarketing/sms-inbox',
    ready: async ({ page }) => {
      await page.getByPlaceholder('Search by cellphone or message').fill(DEMO_CONVERSATION_NUMBER);
      await page
        .getByRole('link', { name: `Conversation with ${DEMO_CONVERSATION_NUMBER}` })
        .first()
        .click();
      await page.getByTestId('conversation').waitFor();
      await page.getByRole('textbox', { name: 'Response' }).fill('You are welcome! Enjoy your order.');
    },
  },
  {
    area: 'inbox',
    name: 'conversation-opted-out',
    as: 'alice',
    path: `/smsmarketing/conversations/${encodeURIComponent('+27825551002')}`,
    ready: testId('respond-blocked'),
  },

  // The partner API reference (Scalar, a lazy route), reached from Settings › API keys
  {
    area: 'api-reference',
    name: 'api-reference',
    as: 'alice',
    path: '/settings',
    ready: async ({ page }) => {
      await page.getByRole('link', { name: 'API reference', exact: true }).click();
      await page
        .getByTestId('api-reference')
        .getByRole('heading', { name: 'Send one SMS', exact: true })
        .waitFor();
      await page.waitForLoadState('networkidle');
    },
  },

  // Settings: API keys (one created and revoked), sending domains, the webhook signing secret
  {
    area: 'settings',
    name: 'settings',
    as: 'alice',
    path: '/settings',
    ready: ({ page }) => page.getByRole('heading', { name: 'API keys' }).waitFor(),
  },
  {
    area: 'settings',
    name: 'create-key-dialog-invalid',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Create API key' }).click();
      const create = page.getByRole('dialog', { name: 'Create API key' });
      await create.getByRole('button', { name: 'Create' }).click();
      await create.getByText('API key name is required.').waitFor();
    },
  },
  {
    area: 'settings',
    name: 'key-created-dialog',
    as: 'alice',
    ready: async (c) => {
      c.vars.key = `Online shop ${c.width}`;
      const create = c.page.getByRole('dialog', { name: 'Create API key' });
      await create.getByLabel('Name').fill(c.vars.key);
      await create.getByRole('button', { name: 'Create' }).click();
      const shown = c.page.getByRole('dialog', { name: 'API key created' });
      await shown.getByRole('button', { name: 'Copy key' }).click();
    },
    after: closeDialog('API key created', 'Done'),
  },
  { area: 'settings', name: 'settings-with-key', as: 'alice' },
  {
    area: 'settings',
    name: 'revoke-key-dialog',
    as: 'alice',
    ready: async (c) => {
      await c.page.getByRole('button', { name: `Revoke ${c.vars.key}` }).click();
      await c.page.getByRole('dialog', { name: 'Revoke API key' }).waitFor();
    },
    after: async (c) => {
      await c.page
        .getByRole('dialog', { name: 'Revoke API key' })
        .getByRole('button', { name: 'Revoke' })
        .click();
      await c.page.getByText(`API key "${c.vars.key}" revoked.`).waitFor();
    },
  },
  {
    area: 'settings',
    name: 'sending-domains',
    as: 'alice',
    path: '/settings',
    ready: async ({ page }) => {
      const heading = page.getByRole('heading', { name: 'Sending domains', level: 2 });
      await heading.waitFor();
      await heading.scrollIntoViewIfNeeded();
    },
  },
  {
    area: 'settings',
    name: 'webhook-secret',
    as: 'alice',
    path: '/settings#webhook-secret',
    ready: testId('webhook-verify-sample'),
  },

  // Settings › SMS Providers: a client's own (Test connection against the stage's emulator), an administrator's
  // every account's with Add provider (its per-type fields and their messages) and Edit
  {
    area: 'settings',
    name: 'sms-providers-client-tested',
    as: 'alice',
    path: '/settings#sms-providers',
    ready: async ({ page }) => {
      const card = page.getByRole('region', { name: 'SMS Providers' });
      await card
        .getByRole('button', { name: /^Test connection of / })
        .first()
        .click();
      await card.getByTestId('connection-test-result').waitFor();
      await card.scrollIntoViewIfNeeded();
    },
  },
  {
    area: 'settings',
    name: 'sms-providers-admin',
    as: 'admin',
    path: '/settings#sms-providers',
    ready: async ({ page }) => {
      const card = page.getByRole('region', { name: 'SMS Providers' });
      await card
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      await card.scrollIntoViewIfNeeded();
    },
  },
  {
    area: 'settings',
    name: 'add-provider-dialog-invalid',
    as: 'admin',
    ready: async ({ page }) => {
      await page
        .getByRole('region', { name: 'SMS Providers' })
        .getByRole('button', { name: 'Add provider' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Add SMS provider' });
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'Twilio' }).click();
      await dialog.getByLabel('Sender').fill('0821234567');
      await dialog.getByRole('button', { name: 'Add provider' }).click();
      await dialog.getByText('Enter a name.').waitFor();
    },
    after: closeDialog('Add SMS provider', 'Cancel'),
  },
  {
    area: 'settings',
    name: 'edit-provider-dialog',
    as: 'admin',
    ready: async ({ page }) => {
      await page
        .getByRole('region', { name: 'SMS Providers' })
        .getByRole('button', { name: /^Edit / })
        .first()
        .click();
      await page
        .getByRole('dialog', { name: /^Edit / })
        .getByText(/Saved credentials are never shown/)
        .waitFor();
    },
    after: async ({ page }) => {
      await page
        .getByRole('dialog', { name: /^Edit / })
        .getByRole('button', { name: 'Cancel' })
        .click();
    },
  },

  // Webhooks History (the demo's callbacks: scripts/db/demo-callbacks.ts) and its Request Details dialog
  {
    area: 'webhooks',
    name: 'history',
    as: 'alice',
    path: '/webhook-history',
    viewportOnly: true,
    ready: ({ page }) => page.getByText(/^Showing last \d+ calls out of \d+/).waitFor(),
  },
  {
    area: 'webhooks',
    name: 'history-errors',
    as: 'alice',
    viewportOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('combobox', { name: 'Show' }).click();
      await page.getByRole('option', { name: 'Errors' }).click();
    },
  },
  {
    area: 'webhooks',
    name: 'request-details',
    as: 'alice',
    viewportOnly: true,
    ready: async ({ page }) => {
      const details = page.getByRole('button', { name: /^Details of call/ }).first();
      if (!(await details.count())) throw new Skip('no calls to show (scripts/db/demo-callbacks.ts)');
      await details.click();
      await page.getByTestId('raw-request').waitFor();
    },
  },

  // SMS History, the account's and (as the administrator) the global one
  {
    area: 'sms-history',
    name: 'search',
    as: 'alice',
    path: '/smsmarketing/sms-history',
    ready: ({ page }) => page.getByRole('button', { name: 'Search' }).waitFor(),
  },
  {
    area: 'sms-history',
    name: 'cellphone',
    as: 'alice',
    path: `/smsmarketing/sms-history/${HISTORY_NUMBER}`,
    ready: historyPanels,
  },
  {
    area: 'sms-history',
    name: 'cellphone-messages-page-2',
    as: 'alice',
    ready: async ({ page }) => {
      const next = page
        .getByRole('region', { name: 'Messages Sent' })
        .getByRole('button', { name: 'Page 2' });
      if (!(await next.count())) throw new Skip('one page of messages only');
      await next.click();
      await page.waitForTimeout(600);
    },
  },
  {
    area: 'sms-history',
    name: 'invalid',
    as: 'alice',
    path: '/smsmarketing/sms-history/hello',
    ready: testId('history-invalid-cellphone'),
  },
  {
    area: 'sms-history',
    name: 'id-number',
    as: 'alice',
    path: `/smsmarketing/sms-history/id?idnumber=${ID_NUMBER}`,
    ready: ({ page }) => page.getByRole('table', { name: 'Cellphones' }).waitFor(),
  },
  {
    area: 'sms-history',
    name: 'id-number-none',
    as: 'alice',
    path: '/smsmarketing/sms-history/id?idnumber=0000000000001',
    ready: ({ page }) => page.getByText('No cellphones found').waitFor(),
  },
  {
    area: 'sms-history',
    name: 'global-cellphone',
    as: 'admin',
    desktopOnly: true,
    path: `/smsmarketing/global-sms-history/${HISTORY_NUMBER}`,
    ready: historyPanels,
  },
  {
    area: 'sms-history',
    name: 'global-id-number',
    as: 'admin',
    desktopOnly: true,
    path: `/smsmarketing/global-sms-history/id?idnumber=${ID_NUMBER}`,
    ready: ({ page }) => page.getByRole('table', { name: 'Cellphones' }).waitFor(),
  },

  // E-mail: campaigns (the demo's 'Weekly Specials'), their status, rounds, editor and body, lists, the mailbox
  {
    area: 'email',
    name: 'campaign-list',
    as: 'alice',
    path: '/emailmarketing/emailcampaigns',
    ready: rows('Email campaigns'),
  },
  {
    area: 'email',
    name: 'campaign-status',
    as: 'alice',
    ready: async (c) => {
      await c.page.getByRole('link', { name: 'Weekly Specials', exact: true }).click();
      await c.page.getByTestId('email-status-sent').waitFor();
      c.vars.email = /emailcampaigns\/(\d+)\//.exec(c.page.url())![1]!;
    },
  },
  {
    area: 'email',
    name: 'send-rounds',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('link', { name: 'Send rounds' }).click();
      await page.getByRole('heading', { name: 'Email Segment Build History' }).waitFor();
    },
  },
  {
    area: 'email',
    name: 'campaign-editor',
    as: 'alice',
    path: (c) => `/emailmarketing/emailcampaigns/${c.vars.email}/edit`,
    ready: ({ page }) => page.getByRole('button', { name: 'Send test' }).waitFor(),
  },
  {
    area: 'email',
    name: 'send-test-dialog',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Send test' }).click();
      await page.getByRole('dialog', { name: 'Send test' }).getByLabel('E-mail address').waitFor();
    },
  },
  {
    area: 'email',
    name: 'body-builder',
    as: 'alice',
    path: (c) => `/emailmarketing/emailcampaigns/${c.vars.email}/content`,
    ready: ({ page }) => page.frameLocator('iframe.gjs-frame').locator('body').waitFor(),
  },
  {
    area: 'email',
    name: 'new-campaign',
    as: 'alice',
    path: '/emailmarketing/emailcampaigns/new',
    ready: ({ page }) =>
      page
        .getByRole('button', { name: /Create/ })
        .first()
        .waitFor(),
  },
  {
    area: 'email',
    name: 'email-lists',
    as: 'alice',
    path: '/emailmarketing/email-lists',
    ready: rows('Email lists'),
  },
  {
    area: 'email',
    name: 'email-contact-consent',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('table', { name: 'Email lists' }).waitFor();
      // The demo newsletter's first subscriber (scripts/db/demo-email-lists.ts).
      await page.getByLabel('E-mail address').fill('thandi.dlamini0@example.co.za');
      await page.getByRole('button', { name: 'Look up consent' }).click();
      await page.getByTestId('consent-record').waitFor();
    },
  },
  {
    area: 'email',
    name: 'campaign-status-dispatch-log',
    as: 'alice',
    path: (c) => `/emailmarketing/emailcampaigns/${c.vars.email}/status`,
    ready: async ({ page }) => {
      const panel = page.getByTestId('dispatch-log');
      const ready = panel.getByRole('link', { name: 'Download dispatch log' });
      if (!(await ready.isVisible())) {
        await panel.getByRole('button', { name: /Prepare (a new )?dispatch log/ }).click();
        await ready.waitFor({ timeout: 60_000 });
      }
    },
  },
  {
    area: 'email',
    name: 'new-list-engaged',
    as: 'alice',
    path: '/emailmarketing/email-lists/new',
    ready: async ({ page }) => {
      await page.getByLabel(/List name/).fill('Engaged this quarter');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: 'Engaged Subscribers' }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('combobox', { name: 'Email campaigns' }).click();
      await page.getByRole('option', { name: /Weekly Specials/ }).click();
      await page.keyboard.press('Escape');
    },
  },
  { area: 'email', name: 'mailbox', as: 'none', path: mailbox, noAxe: true },

  // Landing pages (the demo's: scripts/db/demo-pages.ts): the list, New Page, Edit Page and its form settings
  {
    area: 'pages',
    name: 'list',
    as: 'alice',
    path: '/pages',
    viewportOnly: true,
    ready: testId('page-count'),
  },
  {
    area: 'pages',
    name: 'new-page-dialog',
    as: 'alice',
    viewportOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Create Page' }).click();
      await page.getByTestId('page-name').fill('Autumn Offer 2026!');
    },
    after: ({ page }) => page.getByRole('button', { name: 'Cancel' }).click(),
  },
  {
    area: 'pages',
    name: 'edit',
    as: 'alice',
    path: `/pages/${process.env.SCREENSHOT_PAGE_KEY ?? 'acme-spring-sale'}/edit`,
    ready: ({ page }) => page.getByRole('heading', { name: 'Edit Page' }).waitFor(),
  },
  {
    area: 'pages',
    name: 'form-settings-invalid',
    as: 'alice',
    ready: async ({ page }) => {
      await page.getByRole('button', { name: /Configure Form|Change Form Settings/ }).click();
      await page.getByRole('radio', { name: 'Post the lead to a URL' }).check();
      await page.getByRole('button', { name: 'Save' }).click();
    },
  },

  // The page content editor, its page and field calls answered in the browser (lib/screenshots/page-calls.ts)
  {
    area: 'page-editor',
    name: 'pick-a-template',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    prepare: ({ page }) => answerPageCalls(page),
    path: '/pages/promo/content',
    ready: ({ page }) =>
      page
        .getByRole('dialog', { name: 'Pick a Template' })
        .getByRole('button', { name: 'Use Lead Capture' })
        .waitFor(),
  },
  {
    area: 'page-editor',
    name: 'builder-lead-capture',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: async ({ page }) => {
      const picker = page.getByRole('dialog', { name: 'Pick a Template' });
      await picker.getByRole('button', { name: 'Use Lead Capture' }).click();
      await picker.waitFor({ state: 'hidden' });
    },
  },
  {
    area: 'page-editor',
    name: 'choose-form-fields',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: async ({ page }) => {
      await page.getByRole('button', { name: 'Manage Fields' }).click();
      const fields = page.getByRole('dialog', { name: 'Choose Form Fields' });
      await fields.getByRole('button', { name: 'Add First Name' }).click();
      await fields.getByRole('button', { name: 'Add Email' }).click();
      await fields.getByRole('button', { name: 'Add Shirt Size' }).click();
      await fields.getByRole('switch', { name: 'Email: required' }).click();
    },
  },
  {
    area: 'page-editor',
    name: 'form-in-canvas',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: async ({ page }) => {
      const fields = page.getByRole('dialog', { name: 'Choose Form Fields' });
      await fields.getByRole('button', { name: 'Save and add to form' }).click();
      await fields.waitFor({ state: 'hidden' });
    },
  },
  {
    area: 'page-editor',
    name: 'preview',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: ({ page }) => page.getByRole('button', { name: 'Preview' }).click(),
    after: ({ page }) => page.getByRole('button', { name: 'Close Preview' }).click(),
  },
  {
    area: 'page-editor',
    name: 'reloaded',
    as: 'alice',
    desktopOnly: true,
    viewportOnly: true,
    ready: async ({ page, base }) => {
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The page content was saved.').waitFor();
      page.on('dialog', (dialog) => void dialog.accept());
      await page.goto(`${base}/pages/promo/content`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Edit Page' }).waitFor();
      await page.frameLocator('iframe').first().locator('form[data-page-form]').waitFor();
    },
  },

  // Administration
  { area: 'admin', name: 'users', as: 'admin', path: '/admin/users', ready: rows('Users') },

  // The SMS gateway emulator's handsets (the demo's sends: scripts/db/demo-sends.ts)
  { area: 'sms-gateway', name: 'handsets', as: 'none', path: gateway, noAxe: true, viewportOnly: true },
  {
    area: 'sms-gateway',
    name: 'accounts',
    as: 'none',
    noAxe: true,
    desktopOnly: true,
    ready: ({ page }) => page.getByText(/^Accounts \(/).click(),
  },

  // First visits on a cold cache over a slow network, filmed
  { area: 'first-load', name: 'sign-in', as: 'none', path: '/sign-in', coldLoad: true, desktopOnly: true },
  { area: 'first-load', name: 'dashboard', as: 'alice', path: '/', coldLoad: true, desktopOnly: true },
  {
    area: 'first-load',
    name: 'sms-lists',
    as: 'alice',
    path: '/smsmarketing/sms-lists',
    coldLoad: true,
    desktopOnly: true,
  },
  {
    area: 'first-load',
    name: 'campaign-list',
    as: 'alice',
    path: '/smsmarketing/smscampaigns',
    coldLoad: true,
    desktopOnly: true,
  },
];

/** Picks an option of a select (by its label, or the first option when `option` is null). */
async function choose(
  page: Page,
  label: string,
  option: string | null,
  select = page.getByRole('combobox', { name: label }),
) {
  await select.click();
  const choice = option
    ? page.getByRole('option', { name: option, exact: true })
    : page.getByRole('option').first();
  await choice.click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

export const AREAS = [...new Set(SCREENS.map((s) => s.area))];
