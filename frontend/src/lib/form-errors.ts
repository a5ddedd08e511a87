import type { z } from 'zod';
import { ApiError } from './api-error';

/** The first message per field, keyed by the field's dotted path (e.g. `messages.0.message`). */
export type FieldErrorMap = Record<string, string>;

/** The first message per dotted path of a zod error (the same keys the API uses in `fields`). */
export function fieldErrorsOf(error: z.ZodError): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Field messages of a 400 answer, or undefined when the error carries none. */
export function serverFieldErrors(error: unknown): FieldErrorMap | undefined {
  if (!(error instanceof ApiError) || !error.fields) return undefined;
  const errors: FieldErrorMap = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const first = messages[0];
    if (first) errors[key] = first;
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: FieldErrorMap };

/** Parses with a shared contract schema and returns the parsed value or the messages by field. */
export function validateWith<S extends z.ZodType>(schema: S, input: unknown): Validation<z.output<S>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
