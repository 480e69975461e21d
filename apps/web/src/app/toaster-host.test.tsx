import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { isToasterWanted, notify } from '@/lib/notify';
import { CHUNK_WAIT } from '@/test/lazy';
import { ToasterHost } from './toaster-host';

// One file, one module state: the first test sees sonner not yet asked for, the second sees it loaded.
describe('ToasterHost', () => {
  it('mounts the Toaster at the first press, before any toast is asked for', async () => {
    render(<ToasterHost />);
    expect(isToasterWanted()).toBe(false);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(isToasterWanted()).toBe(true);
    expect(await screen.findByRole('region', { name: /Notifications/ }, CHUNK_WAIT)).toBeInTheDocument();
  });

  it('loses no toast asked for before the Toaster had mounted', async () => {
    notify.success('Saved');
    notify.error('Failed', { description: 'Try again.' });
    render(<ToasterHost />);
    expect(await screen.findByText('Saved', {}, CHUNK_WAIT)).toBeInTheDocument();
    expect(await screen.findByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Try again.')).toBeInTheDocument();
  });
});
