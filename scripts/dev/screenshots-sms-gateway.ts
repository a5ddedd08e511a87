// Screenshots of the SMS gateway emulator's page (scripts/local/sms-gateway/) of a running stage, for a
// person to look at. Usage: tsx scripts/dev/screenshots-sms-gateway.ts [--with-demo]
// --with-demo first sends a few messages through the emulator's API under an account of its own (one to a
// failing test number, one in UCS-2, one with HTML in it) and replies from a handset through the page.
// Files go to .local/screenshots/sms-gateway/.
import { mkdirSync } from 'node:fs';
import { launchChromium } from './demo-sign-in';

const base = `http://127.0.0.1:${process.env.SMS_GATEWAY_PORT ?? 4700}`;
const out = '.local/screenshots/sms-gateway';
mkdirSync(out, { recursive: true });
async function sendDemo(): Promise<void> {
  const account = { username: 'SCREENSHOT-DEMO-01-B', password: 'screenshot-demo-secret' };
  await fetch(`${base}/__emulator/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, messagesPerSecond: 50 }),
  });
  const auth = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
  const send = (body: object) =>
    fetch(`${base}/v1/messages`, {
      method: 'POST',
      headers: { Authorization: auth, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await send([
    {
      to: '+27821110001',
      body: 'Black Friday: 40% off everything until midnight! Shop now: https://s.pulsar.test/aB3xY9z',
      userSuppliedId: '101',
    },
    {
      to: '+27821110001',
      body: 'Your order #4411 has shipped. Track it: https://s.pulsar.test/Qw7Er2t',
      userSuppliedId: '102',
    },
    {
      to: '+27821110002',
      body: 'Sawubona! Your appointment is confirmed for Tuesday 10:00 ✓',
      encoding: 'UNICODE',
      userSuppliedId: '103',
    },
    { to: '+27829000150', body: 'This one goes to a test number that expires.', userSuppliedId: '104' },
    {
      to: '+27821110003',
      body: '<script>alert("not run")</script> & <b>escaped</b>',
      userSuppliedId: '105',
      from: { type: 'REPLIABLE' },
    },
  ]);
  await new Promise((r) => setTimeout(r, 1000));
}

async function main(): Promise<void> {
  if (process.argv.includes('--with-demo')) await sendDemo();
  const browser = await launchChromium();
  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/`);
    await page.screenshot({ path: `${out}/${label}-page.png` });
    if (label === 'desktop') {
      await page.getByText(/^Accounts \(/).click();
      await page.locator('details table').screenshot({ path: `${out}/desktop-accounts.png` });
    }
    await page.close();
  }
  if (process.argv.includes('--with-demo')) {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${base}/`);
    const handset = page.locator('section.handset', { hasText: '+27821110003' });
    await handset.getByLabel('Reply from this handset').fill('STOP <b>now</b>');
    await handset.getByRole('button', { name: 'Send reply' }).click();
    await page.waitForLoadState('load');
    await handset.getByText('STOP <b>now</b>').waitFor();
    await handset.screenshot({ path: `${out}/desktop-reply.png` });
    await page.close();
  }
  await browser.close();
  console.log(`screenshots in ${out}/`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
