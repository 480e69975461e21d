import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from './cn';
import { Label } from './label';

/** What FormField hands its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  label: ReactNode;
  /** Either one control element (it receives the props below) or a function that spreads them. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /** Defaults to the control's own id or a generated one. */
  id?: string;
  className?: string;
}

/**
 * The hint and error lines under a control, with the ids that tie them to it: FormField's, and those of
 * controls that carry their own label (a checkbox).
 */
export function fieldMessages(controlId: string, hint?: ReactNode, error?: string) {
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    lines: (
      <>
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
      </>
    ),
  };
}

export function FormField({ label, children, hint, error, required, id, className }: FormFieldProps) {
  const autoId = useId();
  const childId = isValidElement(children) ? children.props.id : undefined;
  const controlId = id ?? childId ?? `field-${autoId}`;
  const messages = fieldMessages(controlId, hint, error);
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': messages.describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {typeof children === 'function' ? children(control) : cloneElement(children, control)}
      {messages.lines}
    </div>
  );
}
