import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorsOf, serverFieldErrors, validateWith } from './form-errors';

const schema = z.object({
  name: z.string().min(1, 'Name is required'),
  items: z.array(z.object({ text: z.string().min(1, 'Text is required') })),
});

describe('form errors', () => {
  it('keys zod messages by dotted path, first message wins', () => {
    const parsed = schema.safeParse({ name: '', items: [{ text: 'a' }, { text: '' }] });
    expect(parsed.success).toBe(false);
    if (!parsed.success)
      expect(fieldErrorsOf(parsed.error)).toEqual({
        name: 'Name is required',
        'items.1.text': 'Text is required',
      });
  });

  it('returns the parsed value when valid', () => {
    expect(validateWith(schema, { name: 'x', items: [] })).toEqual({
      ok: true,
      value: { name: 'x', items: [] },
    });
  });

  it('reads the first server message per field', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { 'messages.0.message': ['A', 'B'] });
    expect(serverFieldErrors(error)).toEqual({ 'messages.0.message': 'A' });
    expect(serverFieldErrors(new ApiError(500, 'INTERNAL', 'Boom'))).toBeUndefined();
    expect(serverFieldErrors(new Error('x'))).toBeUndefined();
  });
});
