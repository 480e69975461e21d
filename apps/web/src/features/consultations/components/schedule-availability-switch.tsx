import { CONSULTATION_TOASTS } from '@fertilia/contracts';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useSetAvailabilityFlag } from '../api/availability-flag';

/** "Take appointments": on, verified and with free slots, she is listed in the directory. Saved at once. */
export function ScheduleAvailabilitySwitch({ available }: { available: boolean }) {
  const flag = useSetAvailabilityFlag();
  const { user, updateUser } = useSession();

  const toggle = () =>
    flag.mutate(!available, {
      onSuccess: ({ is_available }) => {
        notify.success(CONSULTATION_TOASTS.availabilityUpdated, {
          description: is_available
            ? 'Patients can request appointments with you.'
            : 'Patients cannot request new appointments. Booked visits stay as they are.',
        });
        // The profile holds the same flag (available_for_appointment): keep the session's copy in step.
        if (user?.professional_profile) {
          updateUser({
            ...user,
            professional_profile: { ...user.professional_profile, available_for_appointment: is_available },
          });
        }
      },
      onError: (error) => notifyError(error, CONSULTATION_TOASTS.updateFailedTitle),
    });

  return (
    <button
      type="button"
      role="switch"
      aria-checked={available}
      disabled={flag.isPending}
      onClick={toggle}
      className="inline-flex min-h-11 items-center gap-3 rounded-lg px-1 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-10 shrink-0 rounded-full transition-colors ${available ? 'bg-brand' : 'bg-line-strong'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform ${available ? 'translate-x-4' : ''}`}
        />
      </span>
      Take appointments
    </button>
  );
}
