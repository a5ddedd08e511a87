import { getCountries } from 'libphonenumber-js/max';
import { setOptoutConfirmation } from '../optout-confirmations/optout-confirmations.repository';
import { findOwnAccount, updateSenderName } from '../accounts/accounts.repository';
import { senderNameOf } from '../accounts/sender-name';
import { standardOptoutLine } from '../campaigns/marketing-line';
import type { AuthContext } from '../auth/auth-context';
import { config } from '../platform/config';
import type { Db } from '../platform/db/database';
import { notFound } from '../platform/http/errors';
import type { AccountSettings, Country, PublicSettings, UserSettings } from './settings.schemas';

async function ownAccount(db: Db, auth: AuthContext) {
  const account = await findOwnAccount(db, auth.scope);
  if (!account) throw notFound('The account');
  return account;
}

/** The signed-in user's settings (kept on the account). */
export async function getUserSettings(db: Db, auth: AuthContext): Promise<UserSettings> {
  const account = await ownAccount(db, auth);
  return {
    allowInternationalisation: account.allow_internationalisation === 1,
    defaultCountryIso3166: account.default_country_iso3166,
  };
}

/** The account's settings the SPA needs. */
export async function getAccountSettings(db: Db, auth: AuthContext): Promise<AccountSettings> {
  const account = await ownAccount(db, auth);
  return {
    limitDownloads: account.limit_downloads === 1,
    apiHost: config.apiHost,
    smsShortUrlHost: config.smsShortUrlHost,
    optoutConfirmation: account.optout_confirmation === 1,
    senderName: senderNameOf(account),
    optoutLine: standardOptoutLine(senderNameOf(account)),
  };
}

/** Turns the opt-out confirmation SMS on or off for the caller's account. */
export async function changeOptoutConfirmation(db: Db, auth: AuthContext, enabled: boolean): Promise<void> {
  await ownAccount(db, auth);
  await setOptoutConfirmation(db, auth.scope.accountId, enabled);
}

/** Saves the sender name; the account's own name clears the setting (it is the default). */
export async function saveSenderName(
  db: Db,
  auth: AuthContext,
  senderName: string,
): Promise<AccountSettings> {
  const account = await ownAccount(db, auth);
  await updateSenderName(db, auth.scope, senderName === account.name ? null : senderName);
  return getAccountSettings(db, auth);
}

/** Footer and branding values, readable before sign-in. */
export function getPublicSettings(): PublicSettings {
  return {
    ...config.corporate,
    releaseVersion: config.releaseVersion,
    developmentVersion: config.developmentVersion,
    chat: config.chatWebsiteId
      ? { provider: 'crisp', websiteId: config.chatWebsiteId, clientUrl: config.chatClientUrl }
      : null,
  };
}

let countries: Country[] | undefined;

/** Every country a phone number can belong to, by English name. */
export function listCountries(): Country[] {
  if (!countries) {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    countries = getCountries()
      .map((code) => ({ iso3166Code: code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countries;
}
