import { createLogger, errorFields, type Logger } from '../log';
import { loadSecrets } from '../secrets/secrets';

/** What a scheduled run knows of its invocation. */
export interface ScheduledContext {
  /** Time left before the function's time-out (infinite when invoked without a Lambda context). */
  remainingMs: () => number;
}

/**
 * A scheduled function (EventBridge on AWS; locally the stack's poller invokes it on its timer, tests through
 * serverless-offline's Lambda port). The one stack every scheduled function gets: the function's secrets
 * loaded the deployed way before anything reads one, a logger named after the function, and a failure logged
 * with its cause before it is rethrown (EventBridge records the failed invocation; the next tick runs again).
 */
export function defineScheduled<T>(
  name: string,
  run: (log: Logger, context: ScheduledContext) => Promise<T>,
): (event: unknown, lambda?: { getRemainingTimeInMillis?: () => number }) => Promise<T> {
  return async (_event, lambda) => {
    const log = createLogger({ worker: name });
    try {
      await loadSecrets();
      return await run(log, {
        remainingMs: () => lambda?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY,
      });
    } catch (error) {
      log.error('scheduled run failed', errorFields(error));
      throw error;
    }
  };
}
