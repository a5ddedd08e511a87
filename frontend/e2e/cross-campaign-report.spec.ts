// Cross-campaign report against the real stack (spec 2 §2.7, §7.3, §8): the form prefilled from the saved
// defaults, Create Report and its snackbar, then the e-mailed link opened from the local mailbox: the
// browser downloads the AES-256 zip, which opens with the chosen password only.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { TextWriter, Uint8ArrayReader, ZipReader, configure } from '@zip.js/zip.js';
import { DEMO_CLIENT, mainNav, signIn } from './helpers';
import { axeViolations } from './axe';

configure({ useWebWorkers: false });

const SNACKBAR = 'Your report is now being created. You will receive the download link shortly.';

async function mailTo(address: string): Promise<{ subject: string; text: string } | undefined> {
  const res = await fetch(
    `http://127.0.0.1:${process.env.MAILBOX_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  const mails = (await res.json()) as { subject: string; text: string }[];
  return mails.find((mail) => mail.subject === 'Your cross-campaign report is ready');
}

async function csvOf(zip: Uint8Array, password: string): Promise<string> {
  const reader = new ZipReader(new Uint8ArrayReader(zip));
  const [entry] = await reader.getEntries();
  if (!entry || entry.directory) throw new Error('the archive holds no file');
  try {
    return await entry.getData(new TextWriter(), { password });
  } finally {
    await reader.close();
  }
}

test('creates a cross-campaign report and opens the e-mailed link', async ({ page }) => {
  const tag = randomBytes(4).toString('hex');
  const address = `reports-${tag}@acme.test`;
  const password = `Zip-${tag}`;
  await signIn(page, DEMO_CLIENT);
  await mainNav(page).getByRole('link', { name: 'Cross-Campaign Report' }).click();
  await expect(page).toHaveURL(/\/smsmarketing\/cross-campaign-disposition$/);
  await expect(page.getByRole('heading', { name: 'Cross-Campaign Report', level: 1 })).toBeVisible();
  const emails = page.getByRole('textbox', { name: 'Emails' });
  await expect(emails).not.toHaveValue('');

  // An empty e-mails field is refused in the form.
  await emails.fill('');
  await page.getByRole('button', { name: 'Create Report' }).click();
  await expect(page.getByText('Please enter at least one e-mail address.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('From').fill('2020-01-01');
  await emails.fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('switch', { name: 'Include Message' }).check();
  await page.getByRole('button', { name: 'Create Report' }).click();
  await expect(page.getByText(SNACKBAR)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'frontend/e2e/.results/cross-campaign-report.png' });

  // The saved defaults prefill the form next time.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Emails' })).toHaveValue(address);
  await expect(page.getByLabel('Password')).toHaveValue(password);

  await expect.poll(() => mailTo(address), { timeout: 60_000 }).toBeTruthy();
  const mail = (await mailTo(address))!;
  const link = /https?:\/\/\S+/.exec(mail.text)![0];
  const downloading = page.waitForEvent('download');
  await page.goto(link).catch(() => undefined); // a download, not a page
  const download = await downloading;
  const zip = new Uint8Array(await readFile((await download.path())!));
  expect(Buffer.from(zip.subarray(0, 2)).toString()).toBe('PK');
  const csv = await csvOf(zip, password);
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Message Id,Sent (UTC),Campaign,Cellphone,Status,Delivered,Replied,Lead,Opted Out,Clicked,Message',
  );
  await expect(csvOf(zip, 'not the password')).rejects.toThrow();
});
