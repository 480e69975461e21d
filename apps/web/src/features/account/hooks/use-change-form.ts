import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm, type FormSchema } from '@/lib/use-zod-form';

interface ChangeFormOptions<S extends FormSchema, R> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** The names the server's field errors may carry; any other refusal is the card's own message. */
  fields: readonly string[];
  /** Sends the checked values; rejects with the server's error. */
  send: (values: z.output<S>) => Promise<R>;
  /** Where the fields start again once the change is saved: by default where they started. */
  resetTo?: (reply: R) => DefaultValues<z.input<S>>;
  /** After the change is saved (and the fields cleared): the session follows it, the member is told. */
  onSaved: (reply: R) => unknown;
}

/**
 * The form of a settings card that changes one sign-in detail (username, e-mail, password): checked by the
 * contract, sent, and on refusal the server's errors on their fields, or above them in the card (FormCard):
 * a toast would only repeat what the card already says.
 */
export function useChangeForm<S extends FormSchema, R>(options: ChangeFormOptions<S, R>) {
  const { schema, defaultValues, fields, send, resetTo, onSaved } = options;
  const form = useZodForm(schema, { defaultValues });
  const onSubmit = form.handleSubmit((values) =>
    send(values).then(
      (reply) => {
        form.reset(resetTo?.(reply));
        return onSaved(reply);
      },
      (error: unknown) => {
        applyServerErrors(error, form.setError, fields);
      },
    ),
  );
  return { form, onSubmit };
}
