import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

interface PasswordFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  autoComplete?: 'current-password' | 'new-password';
}

export function PasswordField({
  label,
  registration,
  error,
  hint,
  autoComplete = 'current-password',
}: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} required>
      <Input type="password" autoComplete={autoComplete} {...registration} />
    </FormField>
  );
}
