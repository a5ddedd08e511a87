// Structured JSON log lines (one object per line), which CloudWatch Logs Insights can query.

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  const level = (process.env.LOG_LEVEL ?? 'info') as Level;
  return ORDER[level] ?? ORDER.info;
}

export type Logger = Record<Level, (message: string, fields?: Record<string, unknown>) => void>;

/** A logger whose lines all carry the given fields (e.g. the request id). */
export function createLogger(base: Record<string, unknown> = {}): Logger {
  const write =
    (level: Level) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (ORDER[level] < threshold()) return;
      const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields });
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
      else process.stdout.write(`${line}\n`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/** Turns an unknown thrown value into loggable fields (server-side only). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorValue: String(error) };
}
