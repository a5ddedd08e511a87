import { describe, expect, it } from 'vitest';
import { PERSONAL_WEBMAIL_FAMILIES, webmailFamilyOf } from './blocked-email-domains';
import { SiteverifyCaptcha } from './captcha';
import { validCellphone } from './cellphone';
import { passwordScore } from './password-strength';
import {
  businessEmailProblem,
  MIN_PASSWORD_SCORE,
  SIGN_UP_TEXT,
  startSignUpBodySchema,
  strengthColour,
  strengthPercent,
} from './sign-up.schemas';

// One address per family (spec 3 §5: thirteen provider families), including a sister domain or a country ending.
const FAMILY_EXAMPLES: Record<string, string[]> = {
  'Google Gmail': ['jane@gmail.com', 'jane@googlemail.com', 'jane@GMAIL.COM'],
  'Yahoo Mail': ['jane@yahoo.com', 'jane@yahoo.co.uk', 'jane@ymail.com', 'jane@rocketmail.com'],
  'Microsoft Outlook.com': ['jane@outlook.com', 'jane@hotmail.nl', 'jane@live.co.za', 'jane@msn.com'],
  'AOL Mail': ['jane@aol.com', 'jane@aol.co.uk', 'jane@aim.com'],
  'Apple iCloud Mail': ['jane@icloud.com', 'jane@me.com', 'jane@mac.com'],
  'GMX and Mail.com': ['jane@gmx.de', 'jane@gmx.net', 'jane@mail.com'],
  'Yandex Mail': ['jane@yandex.ru', 'jane@yandex.com', 'jane@ya.ru'],
  'Mail.ru': ['jane@mail.ru', 'jane@inbox.ru', 'jane@bk.ru'],
  'Proton Mail': ['jane@protonmail.com', 'jane@proton.me', 'jane@pm.me'],
  'Zoho Mail': ['jane@zohomail.com', 'jane@zoho.com'],
  Facebook: ['jane@facebook.com'],
  'South African internet-provider mail': [
    'jane@mweb.co.za',
    'jane@telkomsa.net',
    'jane@vodamail.co.za',
    'jane@webmail.co.za',
  ],
  'Dutch and British internet-provider mail': ['jane@ziggo.nl', 'jane@kpnmail.nl', 'jane@btinternet.com'],
};

describe('the business-email rule', () => {
  it('has thirteen personal-webmail families, each tested below', () => {
    expect(PERSONAL_WEBMAIL_FAMILIES).toHaveLength(13);
    expect(Object.keys(FAMILY_EXAMPLES).sort()).toEqual(PERSONAL_WEBMAIL_FAMILIES.map((f) => f.name).sort());
  });

  for (const [family, addresses] of Object.entries(FAMILY_EXAMPLES)) {
    it(`refuses ${family}`, () => {
      for (const address of addresses) {
        expect(webmailFamilyOf(address.split('@')[1]!)?.name, address).toBe(family);
        expect(businessEmailProblem(address), address).toBe(SIGN_UP_TEXT.emailPersonal);
      }
    });
  }

  it('takes business addresses, also ones that merely resemble a webmail brand', () => {
    for (const address of [
      'jane@acme.co.za',
      'jane@mail.acme.nl',
      'jane@gmailer.com',
      'jane@yahoo-fans.example.com',
      'jane@lives.com',
      'jane@hotmail.acme.example.com',
    ])
      expect(businessEmailProblem(address), address).toBeUndefined();
  });

  it('blocks a sub-domain of a webmail domain', () => {
    expect(webmailFamilyOf('eu.mail.gmail.com')?.name).toBe('Google Gmail');
  });

  it('asks for an address, then a valid one, with the spec texts', () => {
    expect(businessEmailProblem('')).toBe('Please enter your email');
    expect(businessEmailProblem('   ')).toBe('Please enter your email');
    expect(businessEmailProblem('not-an-email')).toBe('Please enter a valid email');
    expect(businessEmailProblem(`${'a'.repeat(250)}@acme.com`)).toBe('Please enter a valid email');
  });

  it('normalises the address in the start call and keeps the token', () => {
    expect(startSignUpBodySchema.parse({ email: '  Jane@Acme.CO.ZA ', recaptchaToken: 't' })).toEqual({
      email: 'jane@acme.co.za',
      recaptchaToken: 't',
    });
    expect(startSignUpBodySchema.safeParse({ email: 'jane@gmail.com', recaptchaToken: 't' }).success).toBe(
      false,
    );
  });
});

describe('password strength', () => {
  it('bar: 10% at 0, 25% a point, red to 1, amber at 2, green above', () => {
    expect([0, 1, 2, 3, 4].map(strengthPercent)).toEqual([10, 25, 50, 75, 100]);
    expect(strengthPercent(5)).toBe(100);
    expect([0, 1, 2, 3, 4].map(strengthColour)).toEqual(['red', 'red', 'amber', 'green', 'green']);
  });

  it('scores weak passwords below 3 and strong ones at least 3 (zxcvbn-ts)', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    for (const weak of ['password', 'Password1', 'qwerty123', 'abcabcabc', 'jane@acme.co.za'])
      expect(passwordScore(weak, ['jane@acme.co.za']), weak).toBeLessThan(3);
    for (const strong of ['Demo-pass-2026!', 'correct horse battery staple', 'tR7#qk2!Lm9@zw'])
      expect(passwordScore(strong), strong).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

describe('cellphone for the token country', () => {
  it('takes mobile numbers of the country in E.164', () => {
    expect(validCellphone('082 123 4567', 'ZA')).toBe('+27821234567');
    expect(validCellphone('+27 82 123 4567', 'ZA')).toBe('+27821234567');
    expect(validCellphone('06 12345678', 'NL')).toBe('+31612345678');
    expect(validCellphone('07400 123456', 'GB')).toBe('+447400123456');
  });

  it('refuses fixed lines, other countries and nonsense', () => {
    expect(validCellphone('011 123 4567', 'ZA')).toBeNull();
    expect(validCellphone('+31 6 12345678', 'ZA')).toBeNull();
    expect(validCellphone('12', 'GB')).toBeNull();
    expect(validCellphone('not a number', 'NL')).toBeNull();
  });
});

describe('siteverify captcha adapter', () => {
  it('posts secret, response and remoteip as a form and reads success and error-codes', async () => {
    const calls: { url: string; body: string; type: string }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({
        url,
        body: String(init.body),
        type: String((init.headers as Record<string, string>)['content-type']),
      });
      return new Response(JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }));
    }) as unknown as typeof fetch;
    const captcha = new SiteverifyCaptcha(
      { verifyUrl: 'https://verify.test/siteverify', secretKey: 's3' },
      fake,
    );
    expect(await captcha.verify('tok', '10.0.0.1')).toEqual({
      success: false,
      errorCodes: ['timeout-or-duplicate'],
    });
    expect(calls).toEqual([
      {
        url: 'https://verify.test/siteverify',
        body: 'secret=s3&response=tok&remoteip=10.0.0.1',
        type: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it('fails an empty token without calling the provider', async () => {
    const captcha = new SiteverifyCaptcha({ verifyUrl: 'x', secretKey: 's' }, (() => {
      throw new Error('called');
    }) as unknown as typeof fetch);
    expect(await captcha.verify('', null)).toEqual({
      success: false,
      errorCodes: ['missing-input-response'],
    });
  });
});
