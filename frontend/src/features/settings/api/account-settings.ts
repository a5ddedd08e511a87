// The account's settings live in lib/ (shared by several features); apiHost is the send endpoint's host.
export { useAccountSettings } from '@/lib/account-settings';
