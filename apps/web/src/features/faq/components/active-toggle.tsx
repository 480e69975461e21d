import { MESSAGES, type Faq } from '@fertilia/contracts';
import { notify } from '@/lib/notify';
import { useUpdateFaq } from '../api/update-faq';
import { notifyError } from '@/lib/notify-error';

/** A switch (role="switch") that shows or hides one entry in the public Help Center. */
export function ActiveToggle({ faq }: { faq: Faq }) {
  const update = useUpdateFaq();
  const toggle = () =>
    update.mutate(
      { faqId: faq.id, body: { is_active: !faq.is_active } },
      {
        onSuccess: () => notify.success(MESSAGES.faqUpdated),
        onError: (error) => notifyError(error, MESSAGES.faqUpdateFailed),
      },
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={faq.is_active}
      aria-label={`Active: ${faq.question}`}
      disabled={update.isPending}
      onClick={toggle}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg px-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-10 rounded-full transition-colors ${faq.is_active ? 'bg-brand' : 'bg-line-strong'}`}
      >
        <span
          className={`absolute top-0.5 left-0.5 size-5 rounded-full bg-surface shadow-xs transition-transform ${faq.is_active ? 'translate-x-4' : ''}`}
        />
      </span>
      <span className={faq.is_active ? 'text-ink' : 'text-ink-muted'}>
        {faq.is_active ? 'Active' : 'Hidden'}
      </span>
    </button>
  );
}
