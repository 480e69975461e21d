import { describe, expect, it, vi } from 'vitest';
import { isToasterWanted, notify, onToasterWanted, splitToastText } from './notify';

const calls = vi.hoisted(() => [] as unknown[][]);
const record =
  (kind: string) =>
  (...args: unknown[]) =>
    void calls.push([kind, ...args]);
vi.mock('sonner', () => ({
  toast: {
    success: record('success'),
    error: record('error'),
    info: record('info'),
    warning: record('warning'),
    loading: record('loading'),
    dismiss: record('dismiss'),
  },
}));

describe('notify', () => {
  it('asks for the Toaster on the first toast and delivers every toast made before sonner loaded, in order', async () => {
    const wanted = vi.fn();
    const stop = onToasterWanted(wanted);
    expect(isToasterWanted()).toBe(false);

    notify.success('Saved', { description: 'All good' });
    notify.error('Failed');
    notify.dismiss('old');
    notify.info('Heads up');
    notify.warning('Careful');
    notify.loading('Working', { id: 'job' });

    expect(isToasterWanted()).toBe(true);
    expect(wanted).toHaveBeenCalledTimes(1);
    // Nothing reaches sonner synchronously: it is still loading.
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(calls).toEqual([
      ['success', 'Saved', { description: 'All good' }],
      ['error', 'Failed', undefined],
      ['dismiss', 'old'],
      ['info', 'Heads up', undefined],
      ['warning', 'Careful', undefined],
      ['loading', 'Working', { id: 'job' }],
    ]);

    // Once loaded, later toasts go straight on and the Toaster is not asked for again.
    notify.success('Again');
    await vi.waitFor(() => expect(calls).toHaveLength(7));
    expect(calls[6]).toEqual(['success', 'Again', undefined]);
    expect(wanted).toHaveBeenCalledTimes(1);
    stop();
  });

  it('splits a catalogue text into title and description', () => {
    expect(splitToastText('Session expired: Please log in again.')).toEqual({
      title: 'Session expired',
      description: 'Please log in again.',
    });
    expect(splitToastText('Logged out')).toEqual({ title: 'Logged out' });
  });
});
