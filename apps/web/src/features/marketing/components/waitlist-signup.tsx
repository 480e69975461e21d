import { useState, type FormEvent } from 'react';
import { MESSAGES, type WaitlistRoleInterest } from '@fertilia/contracts/core';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, controlClasses } from '@/components/ui/input';
import { cn } from '@/components/ui/cn';
import { joinWaitlist } from '../api/join-waitlist';
import { useSignupSubmit } from '../hooks/use-signup-submit';
import { checkWaitlist } from '../lib/signup-checks';
import { SignupDone, SignupEmailField } from './signup-parts';

const INTERESTS: { value: WaitlistRoleInterest; label: string }[] = [
  { value: 'patient', label: 'Someone on a fertility journey' },
  { value: 'expert', label: 'A fertility expert or counsellor' },
  { value: 'doctor', label: 'A doctor' },
  { value: 'clinic', label: 'A clinic' },
];

/** Waitlist sign-up for what is not open yet (clinics, new features); `source` says where it was sent from. */
export function WaitlistSignup({ source }: { source: string }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [interest, setInterest] = useState<WaitlistRoleInterest | ''>('');
  const { errors, sending, done, submit } = useSignupSubmit(
    ['email', 'name', 'role_interest'] as const,
    MESSAGES.waitlistFailed,
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(checkWaitlist({ email, name }), () =>
      joinWaitlist({
        email: email.trim(),
        name: name.trim() || undefined,
        role_interest: interest || undefined,
        source,
      }),
    );
  };

  if (done) return <SignupDone message={done} />;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Waitlist sign-up" className="flex flex-col gap-4">
      <SignupEmailField value={email} onChange={setEmail} error={errors.email} />
      <FormField label="Name (optional)" error={errors.name}>
        <Input name="name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
      </FormField>
      <FormField label="I am… (optional)" error={errors.role_interest}>
        <select
          name="role_interest"
          value={interest}
          onChange={(e) => setInterest(e.target.value as WaitlistRoleInterest | '')}
          className={cn(controlClasses, 'h-11 sm:text-sm')}
        >
          <option value="">Prefer not to say</option>
          {INTERESTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
      <Button type="submit" variant="secondary" loading={sending} className="self-start">
        Join the waitlist
      </Button>
    </form>
  );
}
