/** A session ends 12 hours after its last use, and 7 days after sign-in at the latest. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/**
 * Failed sign-ins (see sign-in-throttle.ts): counters forget failures 15 minutes after the last one.
 * 5 failures for an address from one client, or 30 from one client across addresses, are free; then
 * each attempt waits 30 s, doubling per failure, at most 15 minutes. From 20 failures across clients an
 * address is under attack: clients that already failed for it share one attempt per 10 seconds.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PAIR_FREE_FAILURES = 5;
export const CLIENT_FREE_FAILURES = 30;
export const EMAIL_ATTACK_FAILURES = 20;
export const EMAIL_ATTACK_SPACING_MS = 10 * 1000;
export const FIRST_WAIT_MS = 30 * 1000;
/** Counted attempts purge this many expired counters one time in PURGE_ONE_IN, so the table stays small. */
export const PURGE_BATCH = 500;
export const PURGE_ONE_IN = 50;
