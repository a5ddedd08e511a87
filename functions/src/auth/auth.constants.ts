/** A session ends 12 hours after its last use, and 7 days after sign-in at the latest. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads do not each cost a write. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;

/** Failed sign-ins: 5 for one e-mail address, or 30 from one IP address, within 15 minutes lock further tries. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;
