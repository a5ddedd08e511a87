import { useState } from 'react';
import type { z } from 'zod';
import { errorMessageOf } from './api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from './form-errors';

export type SubmitOptions = {
  /** Only these fields' server messages show at their fields; any other 400 is a whole-form failure. */
  fields?: readonly string[];
};

/**
 * The state of a form that validates with a shared contract schema and then sends: its fields' messages,
 * a whole-form failure and busy while sending. `submit` shows the schema's messages when the input does
 * not pass; otherwise it sends the parsed value, busy meanwhile (and still busy after success: the form's
 * dialog closes or its page moves on); when sending fails it shows the server's field messages, or its
 * message as the whole form's failure, and is no longer busy.
 */
export function useFormSubmit() {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit<S extends z.ZodType>(
    schema: S,
    input: unknown,
    send: (value: z.output<S>) => Promise<unknown>,
    options: SubmitOptions = {},
  ): Promise<void> {
    const checked = validateWith(schema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      await send(checked.value);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && (!options.fields || options.fields.some((name) => fields[name]))) setErrors(fields);
      else setFailure(errorMessageOf(error));
      setBusy(false);
    }
  }

  return { errors, setErrors, failure, setFailure, busy, submit };
}
