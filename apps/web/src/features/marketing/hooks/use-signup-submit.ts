import { useState } from 'react';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import type { FieldErrors } from '../lib/signup-checks';
import { serverFieldErrors } from '../lib/server-field-errors';

/**
 * The submit cycle the landing sign-up forms share: browser checks first, then the call; the server's
 * per-field errors land on the same fields, and its success message replaces the form.
 */
export function useSignupSubmit<F extends string>(fields: readonly F[], failureTitle: string) {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (found: FieldErrors<F>, send: () => Promise<{ message: string }>) => {
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const reply = await send();
      setDone(reply.message);
      notify.success(reply.message);
    } catch (error) {
      setErrors(serverFieldErrors(error, fields));
      notifyError(error, failureTitle);
    } finally {
      setSending(false);
    }
  };
  return { errors, sending, done, submit };
}
