// The account's settings live in lib/ (shared by campaigns, lists, exports and DMA).
export { ACCOUNT_SETTINGS_URL, useAccountSettings } from '@/lib/account-settings';
