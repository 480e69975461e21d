import type { FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import { MESSAGES, type ProfileUpdate } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Saves one section of the profile. On success the signed-in user follows the saved values and the form
 * becomes clean again (a toast says so: the card shows no success of its own); on failure the server's field
 * errors land on the form's fields, anything else above them. The form's own
 * submitting state shows the save, so the section's submit handler must return the promise.
 */
export function useSaveProfileSection<T extends FieldValues>(
  form: { reset: UseFormReset<T>; setError: UseFormSetError<T> },
  fields: readonly string[],
) {
  const update = useUpdateProfile();
  const { updateUser } = useSession();
  const save = (changes: ProfileUpdate) =>
    update.mutateAsync(changes).then(
      (saved) => {
        updateUser(saved);
        form.reset(undefined, { keepValues: true });
        notify.success(MESSAGES.profileUpdated);
      },
      // The refusal shows in the card, under its fields or above them; a toast would only repeat it.
      (error: unknown) => {
        applyServerErrors(error, form.setError, fields);
      },
    );
  return save;
}
