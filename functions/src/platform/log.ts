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
      const line = JSON.stringify(
        { level, time: new Date().toISOString(), message, ...base, ...fields },
        redactSecrets,
      );
      if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
      else process.stdout.write(`${line}\n`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

// Credentials never reach a log line, whoever logs what (a whole event, a URL, an error message):
// fields with these names are masked, and so are API keys, bearer tokens and apikey query parameters
// found inside any string.
const SECRET_FIELD =
  /^(authorization|x-api-key|api[-_]?key|cookie|set-cookie|x-csrf-token|x-origin-verify|password)$/i;
const SECRET_TEXT: [RegExp, string][] = [
  [/([?&;]\s*api[-_]?key=)[^&\s"'#]*/gi, '$1[REDACTED]'],
  [/("api[-_]?key"\s*:\s*")[^"]*"/gi, '$1[REDACTED]"'],
  [/\b(bearer)\s+[A-Za-z0-9._~+/=-]{16,}/gi, '$1 [REDACTED]'],
  [/\b(x-api-key\s*[:=]\s*)[^\s,;"']+/gi, '$1[REDACTED]'],
  // A partner key keeps its displayed prefix (pk_live_ and 6 characters), so the line still says which.
  [/\b(pk_live_[A-Za-z0-9_-]{6})[A-Za-z0-9_-]{8,}/g, '$1…[REDACTED]'],
];

/** Masks secrets in one string. */
export function redactText(text: string): string {
  return SECRET_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** JSON.stringify replacer: secret-named fields masked, every string scanned. */
function redactSecrets(key: string, value: unknown): unknown {
  if (key && SECRET_FIELD.test(key) && value !== undefined && value !== null) return '[REDACTED]';
  return typeof value === 'string' ? redactText(value) : value;
}

/** Turns an unknown thrown value into loggable fields (server-side only). */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error)
    return { errorName: error.name, errorMessage: error.message, stack: error.stack };
  return { errorValue: String(error) };
}
