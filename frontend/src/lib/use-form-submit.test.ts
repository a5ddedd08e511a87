import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { useFormSubmit } from './use-form-submit';

const schema = z.object({ name: z.string().trim().min(1, 'Name is required.') });
const fieldError = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { name: ['Name is taken.'] });
const otherFieldError = new ApiError(400, 'VALIDATION_FAILED', 'Invalid', { other: ['Not this one.'] });

describe('useFormSubmit', () => {
  it('shows the schema messages and sends nothing when the input does not pass', async () => {
    const send = vi.fn();
    const { result } = renderHook(() => useFormSubmit());
    await act(() => result.current.submit(schema, { name: ' ' }, send));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: 'Name is required.' });
    expect(result.current.busy).toBe(false);
  });

  it('sends the parsed value and stays busy after success', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    const { result } = renderHook(() => useFormSubmit());
    await act(() => result.current.submit(schema, { name: ' Spring ' }, send));
    expect(send).toHaveBeenCalledWith({ name: 'Spring' });
    expect(result.current.busy).toBe(true);
    expect(result.current.failure).toBeUndefined();
  });

  it("shows the server's field messages, or its message for the whole form, and is no longer busy", async () => {
    const { result } = renderHook(() => useFormSubmit());
    await act(() => result.current.submit(schema, { name: 'a' }, () => Promise.reject(fieldError)));
    expect(result.current.errors).toEqual({ name: 'Name is taken.' });
    expect(result.current.failure).toBeUndefined();
    expect(result.current.busy).toBe(false);
    await act(() => result.current.submit(schema, { name: 'a' }, () => Promise.reject(new Error('Boom'))));
    expect(result.current.failure).toBeTruthy();
    expect(result.current.busy).toBe(false);
  });

  it('with fields, shows other fields’ server messages as the whole-form failure', async () => {
    const { result } = renderHook(() => useFormSubmit());
    const reject = () => Promise.reject(otherFieldError);
    await act(() => result.current.submit(schema, { name: 'a' }, reject, { fields: ['name'] }));
    expect(result.current.errors).toEqual({});
    expect(result.current.failure).toBe('Invalid');
  });
});
