// Accounts have no currency of their own: prices (a provider's price per segment) are in the currency of
// the account's home country (accounts.default_country_iso3166). South Africa, the product's home, is
// the default for countries not listed.

const EURO = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

const SYMBOLS: Record<string, string> = {
  ZA: 'R',
  NA: 'N$',
  BW: 'P',
  LS: 'M',
  SZ: 'E',
  ZM: 'K',
  MZ: 'MT',
  KE: 'KSh',
  NG: '₦',
  GH: 'GH₵',
  GB: '£',
  US: '$',
  AU: 'A$',
  IN: '₹',
  ...Object.fromEntries(EURO.map((country) => [country, '€'])),
};

export const DEFAULT_CURRENCY_SYMBOL = 'R';

/** The symbol costs are shown with for an account in this country. */
export const currencySymbolFor = (countryIso3166: string | null | undefined): string =>
  SYMBOLS[(countryIso3166 ?? '').toUpperCase()] ?? DEFAULT_CURRENCY_SYMBOL;
