import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@fertilia/contracts/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { checkNewsletter, type FieldErrors } from '../lib/signup-checks';
import { serverFieldErrors } from '../lib/server-field-errors';
import { PlainField } from './plain-field';

type Errors = FieldErrors<'email' | 'consent'>;

/** Newsletter sign-up (double opt-in): after sending, the visitor is told to confirm from the mail. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkNewsletter({ email, consent });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const reply = await subscribeNewsletter({ email: email.trim(), consent_marketing: consent });
      setDone(reply.message);
      notify.success(reply.message);
    } catch (error) {
      const fields = serverFieldErrors(error, ['email', 'consent_marketing'] as const);
      setErrors({ email: fields.email, consent: fields.consent_marketing });
      notify.error(MESSAGES.subscriptionFailed, {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setSending(false);
    }
  };

  if (done) {
    return (
      <p role="status" className="rounded-lg border border-success/25 bg-success-soft p-4 text-success-ink">
        {done}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up" className="flex flex-col gap-4">
      <PlainField label="Email" error={errors.email}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </PlainField>
      <div className="flex flex-col gap-1">
        <Checkbox
          name="consent_marketing"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'newsletter-consent-error' : undefined}
          label="Yes, send me the Fertilia newsletter. I can unsubscribe at any time."
        />
        {errors.consent ? (
          <p id="newsletter-consent-error" className="text-sm font-medium text-danger">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={sending} className="self-start">
        Subscribe
      </Button>
    </form>
  );
}
