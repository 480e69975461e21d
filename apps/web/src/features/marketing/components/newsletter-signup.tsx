import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@fertilia/contracts/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { checkNewsletter } from '../lib/signup-checks';
import { PlainField } from './plain-field';

/** Newsletter sign-up (double opt-in): after sending, the visitor is told to confirm from the mail. */
export function NewsletterSignup() {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const { errors, sending, done, submit } = useSignupSubmit(
    ['email', 'consent_marketing'] as const,
    MESSAGES.subscriptionFailed,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(checkNewsletter({ email, consent }), () =>
      subscribeNewsletter({ email: email.trim(), consent_marketing: consent }),
    );
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
          aria-invalid={errors.consent_marketing ? true : undefined}
          aria-describedby={errors.consent_marketing ? 'newsletter-consent-error' : undefined}
          label="Yes, send me the Fertilia newsletter. I can unsubscribe at any time."
        />
        {errors.consent_marketing ? (
          <p id="newsletter-consent-error" className="text-sm font-medium text-danger">
            {errors.consent_marketing}
          </p>
        ) : null}
      </div>
      <Button type="submit" loading={sending} className="self-start">
        Subscribe
      </Button>
    </form>
  );
}
