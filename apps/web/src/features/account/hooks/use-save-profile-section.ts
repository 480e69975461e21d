import type { FieldValues, UseFormReset, UseFormSetError } from 'react-hook-form';
import { MESSAGES, type ProfileUpdate } from '@fertilia/contracts';
import { useSession } from '@/lib/session-context';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Saves one section of the profile. On success the signed-in user follows the saved values and the form
 * becomes clean again; on failure the server's field errors land on the form's fields. The form's own
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
      (error: unknown) => {
        notify.error(MESSAGES.profileUpdateFailed);
        applyServerErrors(error, form.setError, fields);
      },
    );
  return save;
}
