import { useState } from 'react';
import { signInBodySchema, type SignInBody } from '../api/sign-in';

export type SignInField = keyof SignInBody;
export type SignInFieldErrors = Partial<Record<SignInField, string>>;

/** First schema message per field, or an empty object when the values are valid. */
export function validateSignIn(values: SignInBody): SignInFieldErrors {
  const parsed = signInBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: SignInFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** Form state: values, per-field messages (client or server), validation after the first submit. */
export function useSignInForm() {
  const [values, setValues] = useState<SignInBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<SignInFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const setValue = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: validateSignIn(next)[field] }));
  };

  /** Validates for a submit; returns the parsed body or undefined. */
  const validate = (): SignInBody | undefined => {
    setSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return undefined;
    return signInBodySchema.parse(values);
  };

  /** Shows the server's field messages (400 VALIDATION_FAILED). */
  const showServerErrors = (fields: Record<string, string[]> | undefined): boolean => {
    const email = fields?.email?.[0];
    const password = fields?.password?.[0];
    if (!email && !password) return false;
    setErrors({ email, password });
    return true;
  };

  return { values, errors, setValue, validate, showServerErrors };
}
