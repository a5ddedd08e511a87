/** MariaDB's ER_LOCK_DEADLOCK: the server rolled the transaction back, and running it again is safe. */
export const DEADLOCK = 1213;

/**
 * Runs a transaction again when MariaDB chose it as a deadlock's victim (it was rolled back whole), after a
 * short random pause that grows with each attempt, so the two transactions do not meet again at once.
 */
export async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || (error as { errno?: number }).errno !== DEADLOCK) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
    }
  }
}
