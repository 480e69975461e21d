import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** The server's thanks, in place of the sign-up form it answers. */
export function SignupDone({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg border border-success/25 bg-success-soft p-4 text-success-ink">
      {message}
    </p>
  );
}

/** The e-mail box every sign-up form starts with. */
export function SignupEmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField label="Email" error={error}>
      <Input
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}
