import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { spyOnToasts } from '@/test/notify';
import { ApiError, hasStatus } from './api-error';
import { errorDetail, notifyError, useErrorToast } from './notify-error';

const toasts = spyOnToasts();
const notFound = new ApiError({ status: 404, kind: 'http', message: 'Post not found' });
const invalid = new ApiError({
  status: 422,
  kind: 'validation',
  message: 'title: Too short, content: Required',
  fieldErrors: { title: 'Too short', content: 'Required' },
});

describe('errorDetail', () => {
  it("gives each field's message for a validation error, else the error's message", () => {
    expect(errorDetail(invalid)).toBe('Too short; Required');
    expect(errorDetail(notFound)).toBe('Post not found');
    expect(errorDetail(new Error(''))).toBeUndefined();
    expect(errorDetail('boom')).toBeUndefined();
  });
});

describe('hasStatus', () => {
  it('tells an ApiError by its status', () => {
    expect(hasStatus(notFound, 404)).toBe(true);
    expect(hasStatus(invalid, 404, 422)).toBe(true);
    expect(hasStatus(notFound, 422)).toBe(false);
    expect(hasStatus(new Error('Not found'), 404)).toBe(false);
  });
});

describe('notifyError', () => {
  it("puts the server's words under the title", () => {
    notifyError(notFound, 'Failed to add reaction');
    expect(toasts.error).toHaveBeenCalledWith('Failed to add reaction', { description: 'Post not found' });
    notifyError(invalid, 'Failed to create post');
    expect(toasts.error).toHaveBeenLastCalledWith('Failed to create post', {
      description: 'Too short; Required',
    });
  });

  it('leaves out words that only repeat the title, or uses the fallback instead', () => {
    notifyError(new Error('Failed to delete'), 'Failed to delete');
    expect(toasts.error).toHaveBeenCalledWith('Failed to delete');
    notifyError(new Error(''), 'Error', 'Failed to fetch plans');
    expect(toasts.error).toHaveBeenLastCalledWith('Error', { description: 'Failed to fetch plans' });
    notifyError(notFound, 'Error', 'Failed to fetch plans');
    expect(toasts.error).toHaveBeenLastCalledWith('Error', { description: 'Post not found' });
  });

  it("without a title, makes the server's words the toast, else the fallback", () => {
    notifyError(notFound);
    expect(toasts.error).toHaveBeenCalledWith('Post not found');
    notifyError('boom', undefined, 'Registration failed');
    expect(toasts.error).toHaveBeenLastCalledWith('Registration failed');
  });
});

describe('useErrorToast', () => {
  it('toasts each new error once, and nothing while there is none', () => {
    const { rerender } = renderHook(({ error }) => useErrorToast(error, 'Error', 'Failed to fetch users'), {
      initialProps: { error: null as unknown },
    });
    expect(toasts.error).not.toHaveBeenCalled();
    rerender({ error: notFound });
    rerender({ error: notFound });
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith('Error', { description: 'Post not found' });
    rerender({ error: new Error('Offline') });
    expect(toasts.error).toHaveBeenCalledTimes(2);
  });
});
