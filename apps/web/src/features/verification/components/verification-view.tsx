import { useRef } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS, type ProfessionalVerification, type User } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { NextSteps } from './next-steps';
import { StatusCard } from './status-card';
import { SubmissionDetails } from './submission-details';
import { VerificationForm } from './verification-form';

interface VerificationViewProps {
  verification: ProfessionalVerification;
  user: User;
  /** The server accepted new details: the session's user should carry the new status. */
  onSubmitted: (verification: ProfessionalVerification) => void;
}

/** What the professional sees for each status: what it means, what she sent, and what to do next. */
export function VerificationView({ verification, user, onSubmitted }: VerificationViewProps) {
  const statusRef = useRef<HTMLElement>(null);
  const { status, latest } = verification;
  const badge = ROLE_LABELS[user.role];
  const submitted = (next: ProfessionalVerification) => {
    onSubmitted(next);
    // The form gives way to the new status: take the reader back up to it rather than leave focus nowhere.
    requestAnimationFrame(() => {
      window.scrollTo({ top: 0 });
      statusRef.current?.focus({ preventScroll: true });
    });
  };

  if (status === 'verified') {
    return (
      <div className="flex flex-col gap-6">
        <StatusCard status={status} ref={statusRef}>
          <p>
            {latest?.reviewed_at
              ? `We verified your licence on ${formatDate(latest.reviewed_at, 'long')}.`
              : 'Your licence is verified.'}{' '}
            The {badge} badge shows beside your name in the community, so patients know we have checked you.
          </p>
        </StatusCard>
        {latest ? (
          <Card>
            <CardHeader>
              <CardTitle>What we checked</CardTitle>
            </CardHeader>
            <CardContent>
              <SubmissionDetails submission={latest} />
            </CardContent>
          </Card>
        ) : null}
      </div>
    );
  }

  if (status === 'pending' && latest) {
    return (
      <div className="flex flex-col gap-6">
        <StatusCard status={status} ref={statusRef}>
          <p>
            We received your details {formatRelativeTime(latest.submitted_at)} and are checking them, usually
            within two working days. We will e-mail you at{' '}
            <strong className="break-words">{user.email}</strong> as soon as it is done.
          </p>
          <p className="text-ink-muted">
            Until then your posts show no {badge} badge, you are not listed in the expert directory and you
            cannot take consultations.
          </p>
        </StatusCard>
        <Card>
          <CardHeader>
            <CardTitle>What you sent</CardTitle>
            <CardDescription>
              Something wrong?{' '}
              <Link
                to="/contact"
                className="font-medium text-brand-strong underline-offset-4 hover:underline"
              >
                Write to support
              </Link>{' '}
              and we will correct it before deciding.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <SubmissionDetails submission={latest} />
          </CardContent>
        </Card>
        <NextSteps current={1} />
      </div>
    );
  }

  if (status === 'rejected') {
    return (
      <div className="flex flex-col gap-6">
        <StatusCard status={status} ref={statusRef}>
          <p>
            We could not verify the details you sent
            {latest?.reviewed_at ? ` (checked ${formatDate(latest.reviewed_at, 'long')})` : ''}. Correct them
            below and send them again.
          </p>
          {latest?.reason ? (
            <div className="rounded-lg border border-danger/20 bg-danger-soft p-3 text-danger-ink">
              <p className="font-semibold">Reviewer&rsquo;s reason</p>
              <p className="mt-1 break-words whitespace-pre-line">{latest.reason}</p>
            </div>
          ) : null}
        </StatusCard>
        <VerificationForm previous={latest} onSubmitted={submitted} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <StatusCard status={status} ref={statusRef}>
        <p>
          We have not checked your licence yet. Until we have, your posts show no {badge} badge, you are not
          listed in the expert directory and you cannot take consultations.
        </p>
      </StatusCard>
      <NextSteps current={0} />
      <VerificationForm previous={null} onSubmitted={submitted} />
    </div>
  );
}
