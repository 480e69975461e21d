import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyServerErrors } from './form-errors';

describe('applyServerErrors', () => {
  it('puts field errors on their fields and returns true', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      kind: 'validation',
      message: 'email: Invalid email format',
      fieldErrors: { email: 'Invalid email format' },
    });
    expect(applyServerErrors(error, setError)).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'Invalid email format' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('puts a root error on root.serverError and returns false', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 409,
      kind: 'conflict',
      message: 'Taken',
      fieldErrors: { root: 'Taken' },
    });
    expect(applyServerErrors(error, setError)).toBe(false);
    expect(setError).toHaveBeenCalledWith('root.serverError', { type: 'server', message: 'Taken' });
  });

  it('sends fields the form does not have to the root message', () => {
    const setError = vi.fn();
    const error = new ApiError({
      status: 422,
      kind: 'validation',
      message: 'x',
      fieldErrors: { height: 'Too short' },
    });
    expect(applyServerErrors(error, setError, ['email'])).toBe(false);
    expect(setError).toHaveBeenCalledWith('root.serverError', {
      type: 'server',
      message: 'height: Too short',
    });
  });

  it('uses the message of any other error', () => {
    const setError = vi.fn();
    applyServerErrors(
      new ApiError({ status: 500, kind: 'http', message: 'Internal server error' }),
      setError,
    );
    expect(setError).toHaveBeenCalledWith('root.serverError', {
      type: 'server',
      message: 'Internal server error',
    });
    applyServerErrors(new Error('boom'), setError);
    expect(setError).toHaveBeenLastCalledWith('root.serverError', { type: 'server', message: 'boom' });
  });
});
