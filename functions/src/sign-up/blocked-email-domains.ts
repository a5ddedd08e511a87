/**
 * Personal webmail that sign-up refuses (spec 3 §5 "Sign-up": thirteen provider families, major free webmail, a
 * social network's mail and some regional internet-provider mail). Data: add a domain to a family, or a family,
 * and the rule (isPersonalEmailDomain) and its tests pick it up. `brands` block the brand under any country
 * ending (yahoo.fr, hotmail.co.uk); `domains` block exactly those domains and their sub-domains.
 */
export interface WebmailFamily {
  name: string;
  domains: readonly string[];
  brands?: readonly string[];
}

export const PERSONAL_WEBMAIL_FAMILIES: readonly WebmailFamily[] = [
  { name: 'Google Gmail', domains: ['gmail.com', 'googlemail.com'], brands: ['gmail', 'googlemail'] },
  {
    name: 'Yahoo Mail',
    domains: ['yahoo.com', 'ymail.com', 'rocketmail.com', 'yahoomail.com'],
    brands: ['yahoo'],
  },
  {
    name: 'Microsoft Outlook.com',
    domains: [
      'outlook.com',
      'hotmail.com',
      'live.com',
      'live.co.uk',
      'live.co.za',
      'live.nl',
      'msn.com',
      'passport.com',
      'windowslive.com',
    ],
    brands: ['hotmail', 'outlook'],
  },
  { name: 'AOL Mail', domains: ['aol.com', 'aim.com'], brands: ['aol'] },
  { name: 'Apple iCloud Mail', domains: ['icloud.com', 'me.com', 'mac.com'] },
  { name: 'GMX and Mail.com', domains: ['gmx.com', 'gmx.net', 'mail.com'], brands: ['gmx'] },
  { name: 'Yandex Mail', domains: ['yandex.com', 'yandex.ru', 'ya.ru'], brands: ['yandex'] },
  { name: 'Mail.ru', domains: ['mail.ru', 'inbox.ru', 'list.ru', 'bk.ru'] },
  { name: 'Proton Mail', domains: ['protonmail.com', 'protonmail.ch', 'proton.me', 'pm.me'] },
  { name: 'Zoho Mail', domains: ['zohomail.com', 'zoho.com', 'zohomail.eu'] },
  { name: 'Facebook', domains: ['facebook.com'] },
  {
    name: 'South African internet-provider mail',
    domains: [
      'mweb.co.za',
      'telkomsa.net',
      'vodamail.co.za',
      'webmail.co.za',
      'afrihost.co.za',
      'iafrica.com',
    ],
  },
  {
    name: 'Dutch and British internet-provider mail',
    domains: [
      'ziggo.nl',
      'kpnmail.nl',
      'planet.nl',
      'hetnet.nl',
      'home.nl',
      'btinternet.com',
      'sky.com',
      'virginmedia.com',
      'talktalk.net',
    ],
  },
];

/** A country ending after a brand: com, de, co.uk, com.au (one or two short labels). */
const COUNTRY_ENDING = /^(?:[a-z]{2,3})(?:\.[a-z]{2,3})?$/;

/** The family whose mail this domain is, or undefined for any other domain. */
export function webmailFamilyOf(domain: string): WebmailFamily | undefined {
  const d = domain.trim().toLowerCase().replace(/\.$/, '');
  return PERSONAL_WEBMAIL_FAMILIES.find(
    (family) =>
      family.domains.some((blocked) => d === blocked || d.endsWith(`.${blocked}`)) ||
      (family.brands ?? []).some((brand) => {
        if (!d.startsWith(`${brand}.`)) return false;
        return COUNTRY_ENDING.test(d.slice(brand.length + 1));
      }),
  );
}
