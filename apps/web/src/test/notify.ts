import { afterEach, vi } from 'vitest';
import { notify } from '@/lib/notify';

/**
 * Replaces every toast with a spy for the calling test file, so tests read what the member was told;
 * the spies are cleared after each test. Call once at the top of the file.
 */
export function spyOnToasts() {
  const quiet = () => undefined;
  const toasts = {
    success: vi.spyOn(notify, 'success').mockImplementation(quiet),
    error: vi.spyOn(notify, 'error').mockImplementation(quiet),
    info: vi.spyOn(notify, 'info').mockImplementation(quiet),
    warning: vi.spyOn(notify, 'warning').mockImplementation(quiet),
    loading: vi.spyOn(notify, 'loading').mockImplementation(quiet),
    dismiss: vi.spyOn(notify, 'dismiss').mockImplementation(quiet),
  };
  afterEach(() => {
    for (const spy of Object.values(toasts)) spy.mockClear();
  });
  return toasts;
}
