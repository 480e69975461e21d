import type { ComponentProps } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cn } from './cn';
import { CornerClose, DialogOverlay } from './dialog';

/** A panel sliding in from a side: a Radix dialog, so focus is trapped and Escape closes it. */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: 'left' | 'right';
  hideClose?: boolean;
}

export function SheetContent({
  side = 'right',
  className,
  children,
  hideClose,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex h-full w-80 max-w-[90vw] flex-col bg-surface text-ink shadow-xl focus-visible:outline-none',
          side === 'left'
            ? 'left-0 border-r border-line data-[state=open]:animate-slide-in-left'
            : 'right-0 border-l border-line data-[state=open]:animate-slide-in-right',
          className,
        )}
        {...props}
      >
        {children}
        {hideClose ? null : <CornerClose />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1 p-4 pr-14', className)} {...props} />;
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-ink-muted', className)} {...props} />;
}
