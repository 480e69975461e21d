import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@fertilia/contracts/core';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { checkNewsletter } from '../lib/signup-checks';
import { SignupDone, SignupEmailField } from './signup-parts';

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

  if (done) return <SignupDone message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Newsletter sign-up" className="flex flex-col gap-4">
      <SignupEmailField value={email} onChange={setEmail} error={errors.email} />
      <Checkbox
        name="consent_marketing"
        checked={consent}
        onChange={(e) => setConsent(e.target.checked)}
        error={errors.consent_marketing}
        label="Yes, send me the Fertilia newsletter. I can unsubscribe at any time."
      />
      <Button type="submit" loading={sending} className="self-start">
        Subscribe
      </Button>
    </form>
  );
}
