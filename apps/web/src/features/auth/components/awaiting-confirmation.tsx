import { MailCheck } from 'lucide-react';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { EMAIL_CONFIRM_TTL_SECONDS } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session-context';
import { useResendConfirmation } from '../api/resend-confirmation';

/** What a signed-in but unconfirmed user sees: where the mail went, and the two ways forward. */
export function AwaitingConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const { signOut } = useSession();

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (reply) => notify.success(reply.message),
      onError: (error) => notifyError(error),
    });

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <MailCheck aria-hidden="true" className="size-10 text-accent" />
      <p>
        We sent a confirmation link to <strong className="break-all">{email}</strong>. Open it to finish
        setting up your account.
      </p>
      <p className="text-sm text-ink-muted">
        The link is valid for {EMAIL_CONFIRM_TTL_SECONDS / 3600} hours. Nothing arrived? Check your spam
        folder or send it again.
      </p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <Button className="sm:flex-1" onClick={onResend} loading={resend.isPending}>
          Resend e-mail
        </Button>
        <Button className="sm:flex-1" variant="secondary" onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </div>
  );
}
