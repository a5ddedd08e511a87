import { createSign, generateKeyPairSync } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { composeEmail, mailbox } from './compose-email';
import { stringToSign, isTrustedSnsUrl, type SnsMessage } from './sns-signature';
import { clickDestination, conversionTokenOf, isSignedLink, signLink } from './tracking-links';

beforeAll(() => {
  process.env.SECRET_BOX_KEY = Buffer.alloc(32, 7).toString('base64');
  process.env.API_HOST = 'https://app.example.com/api';
  process.env.PAGES_BASE_URL = 'https://pages.example.com';
  process.env.SNS_EXTRA_CERT_URL_PREFIXES = 'http://127.0.0.1:4580/sns/';
});

const TOKEN = 'abcdefghijklmnopqrstuv';
const content = {
  fromName: 'Acme "Deals"',
  fromEmail: 'deals@acme.test',
  replyTo: null,
  subject: 'Hi #FIRSTNAME#\r\nBcc: x@evil.test',
  preheader: 'For #FIRSTNAME#',
  html: '<html><body><p>Dear #FIRSTNAME# #LASTNAME#</p><a href="https://shop.example.com/a?b=1&amp;c=2">Shop</a><a href="mailto:x@acme.test">Mail</a><a href="#top">Top</a><a href="https://pages.example.com/spring">Page</a></body></html>',
};

describe('composeEmail', () => {
  const email = () =>
    composeEmail(
      content,
      { email: 'thandi@example.com', first_name: '<script>x</script>', last_name: 'N' },
      TOKEN,
    );

  it('replaces merge tags, escaped in html and plain in the subject (no header injection)', () => {
    const e = email();
    expect(e.subject).toBe('Hi <script>x</script> Bcc: x@evil.test');
    expect(e.html).toContain('Dear &lt;script&gt;x&lt;/script&gt; N');
    expect(e.html).not.toContain('<script>');
    expect(e.html).toContain('For &lt;script&gt;');
    expect(e.from).toBe('"Acme \\"Deals\\"" <deals@acme.test>');
  });

  it('rewrites http(s) links to signed click links, leaves mailto and anchors, adds the pixel and an unsubscribe footer', () => {
    const e = email();
    const links = [...e.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    const tracked = links.filter((l) => l.startsWith('https://app.example.com/api/email/c/'));
    expect(tracked).toHaveLength(2);
    const first = new URL(tracked[0]!);
    expect(first.searchParams.get('u')).toBe('https://shop.example.com/a?b=1&c=2');
    expect(isSignedLink(TOKEN, first.searchParams.get('u')!, first.searchParams.get('s'))).toBe(true);
    expect(isSignedLink(TOKEN, 'https://evil.example.com/', first.searchParams.get('s'))).toBe(false);
    expect(links).toContain('mailto:x@acme.test');
    expect(links).toContain('#top');
    expect(links).toContain(`https://app.example.com/api/email/u/${TOKEN}`);
    expect(e.html).toContain(`src="https://app.example.com/api/email/o/${TOKEN}.gif"`);
    expect(e.headers).toEqual([
      { name: 'List-Unsubscribe', value: `<https://app.example.com/api/email/u/${TOKEN}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ]);
    expect(e.text).toContain(`Unsubscribe: https://app.example.com/api/email/u/${TOKEN}`);
  });

  it("keeps the campaign's own #UNSUBSCRIBEURL# link instead of adding a footer", () => {
    const e = composeEmail(
      { ...content, html: '<p><a href="#UNSUBSCRIBEURL#">Leave</a></p>' },
      { email: 'a@b.test' },
      TOKEN,
    );
    expect(e.html).toContain(`<a href="https://app.example.com/api/email/u/${TOKEN}">Leave</a>`);
    expect(e.html.match(/email\/u\//g)).toHaveLength(1);
  });

  it('fills the shared merge fields: fallbacks, custom fields, the #CELLPHONE# alias, unknown names kept', () => {
    const e = composeEmail(
      {
        ...content,
        subject: 'Hi #FirstName|there#, #Store# #NOPE#',
        preheader: null,
        html: '<html><body><p>#FIRSTNAME|A &amp; B# #LASTNAME# #Store# #CELLPHONE# #CELLPHONENUMBER# #REGION|your area#</p></body></html>',
      },
      {
        email: 'a@example.com',
        first_name: null,
        last_name: "O'Brien\nJr",
        cellphone: '+27821234567',
        custom_values: { '7': 'Rose<bank>' },
      },
      TOKEN,
      [{ id: 7, name: 'Store' }],
    );
    expect(e.subject).toBe('Hi there, Rose<bank> #NOPE#');
    expect(e.html).toContain(
      '<p>A &amp; B O&#39;Brien Jr Rose&lt;bank&gt; +27821234567 +27821234567 your area</p>',
    );
  });

  it('encodes a non-ASCII display name', () => {
    expect(mailbox('Zoë', 'z@acme.test')).toBe(
      `=?UTF-8?B?${Buffer.from('Zoë').toString('base64')}?= <z@acme.test>`,
    );
    expect(mailbox(null, 'z@acme.test')).toBe('z@acme.test');
  });
});

describe('tracking links', () => {
  it('adds the token only to links on the landing pages origin', () => {
    expect(clickDestination('https://pages.example.com/spring?a=1', TOKEN)).toBe(
      `https://pages.example.com/spring?a=1&et=${TOKEN}`,
    );
    expect(clickDestination('https://shop.example.com/', TOKEN)).toBe('https://shop.example.com/');
  });

  it('reads the conversion token from the form or the page address', () => {
    expect(conversionTokenOf(new URLSearchParams(`et=${TOKEN}`), undefined)).toBe(TOKEN);
    expect(conversionTokenOf(new URLSearchParams(), `https://pages.example.com/p?et=${TOKEN}`)).toBe(TOKEN);
    expect(conversionTokenOf(new URLSearchParams('et=short'), 'not a url')).toBeNull();
  });

  it('signs per token and URL', () => {
    expect(signLink(TOKEN, 'https://a.test/')).not.toBe(
      signLink('bcdefghijklmnopqrstuvw', 'https://a.test/'),
    );
    expect(signLink(TOKEN, 'https://a.test/')).toHaveLength(22);
  });
});

describe('SNS signatures', () => {
  it('builds the string to sign as AWS documents it', () => {
    const m = {
      Type: 'Notification',
      MessageId: 'id',
      TopicArn: 'arn',
      Message: 'hello',
      Timestamp: '2026-01-01T00:00:00.000Z',
      SignatureVersion: '2',
      Signature: '',
      SigningCertURL: '',
    } satisfies SnsMessage;
    expect(stringToSign(m)).toBe(
      'Message\nhello\nMessageId\nid\nTimestamp\n2026-01-01T00:00:00.000Z\nTopicArn\narn\nType\nNotification\n',
    );
    expect(stringToSign({ ...m, Subject: 'S' })).toContain('Subject\nS\nTimestamp');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    expect(createSign('RSA-SHA256').update(stringToSign(m)).sign(privateKey, 'base64')).toBeTruthy();
  });

  it("trusts only AWS's SNS hosts over https (and the configured local prefix)", () => {
    expect(isTrustedSnsUrl('https://sns.af-south-1.amazonaws.com/SimpleNotificationService-abc.pem')).toBe(
      true,
    );
    expect(isTrustedSnsUrl('http://sns.af-south-1.amazonaws.com/x.pem')).toBe(false);
    expect(isTrustedSnsUrl('https://sns.af-south-1.amazonaws.com.evil.test/x.pem')).toBe(false);
    expect(isTrustedSnsUrl('https://evil.test/sns.us-east-1.amazonaws.com/x.pem')).toBe(false);
    expect(isTrustedSnsUrl('https://user@sns.us-east-1.amazonaws.com/x.pem')).toBe(false);
    expect(isTrustedSnsUrl('http://127.0.0.1:4580/sns/cert.pem')).toBe(true);
    expect(isTrustedSnsUrl('http://127.0.0.1:4581/sns/cert.pem')).toBe(false);
  });
});
