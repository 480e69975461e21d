import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Alert } from './alert';

interface FormErrorProps {
  /** The form's errors; the one shown is root.serverError, where applyServerErrors puts a refusal. */
  errors: FieldErrors;
  /** A title above the server's words, e.g. "Registration failed". */
  title?: ReactNode;
  className?: string;
}

/** The server's refusal of a form that belongs to no single field, above the fields; nothing without one. */
export function FormError({ errors, title, className }: FormErrorProps) {
  const message = errors.root?.serverError?.message;
  if (!message) return null;
  return (
    <Alert tone="error" title={title} className={className}>
      {message}
    </Alert>
  );
}
