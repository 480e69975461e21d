import type { ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Slot } from '@radix-ui/react-slot';
import { cn } from './cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 ' +
  '[&_svg]:size-4 [&_svg]:shrink-0';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-ink-inverse shadow-xs hover:bg-brand-strong',
  secondary: 'border border-line-strong bg-surface text-ink shadow-xs hover:bg-subtle',
  ghost: 'text-ink hover:bg-subtle',
  destructive: 'bg-danger text-ink-inverse shadow-xs hover:bg-danger-strong',
  link: 'text-brand-strong underline-offset-4 hover:underline px-0',
};

// md and lg meet the 44 px touch target (TOUCH_TARGET_PX); sm grows to it on touch screens.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm pointer-coarse:min-h-11',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-11',
};

/** The class list of a button, for links or triggers that should look like one. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(base, variants[variant], variant === 'link' ? 'h-auto' : sizes[size], className);
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (e.g. a router Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  /** An icon before the label, hidden from screen readers (the label names the button). Not with asChild. */
  icon?: LucideIcon;
}

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  icon: Icon,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (asChild) {
    return (
      <Slot className={classes} aria-disabled={disabled || loading || undefined} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner label={null} className="size-4" /> : null}
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
