import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';
import { cn } from './cn';

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'asChild' | 'children'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
  /** 'danger' paints the icon red, e.g. a delete beside other row actions. */
  tone?: 'default' | 'danger';
  iconClassName?: string;
}

/** A square, touch-sized button showing only an icon, named by `label`; ghost unless another variant is asked. */
export function IconButton({
  label,
  icon: Icon,
  tone = 'default',
  iconClassName,
  variant = 'ghost',
  ...props
}: IconButtonProps) {
  return (
    <Button variant={variant} size="icon" aria-label={label} {...props}>
      <Icon aria-hidden="true" className={cn(tone === 'danger' && 'text-danger', iconClassName)} />
    </Button>
  );
}
