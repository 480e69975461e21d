import type { ComponentProps, ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from './cn';
import { IconButton } from './icon-button';

/** A table inside a horizontally scrolling, focusable region so wide data never breaks a phone layout. */
export function Table({ className, 'aria-label': ariaLabel, ...props }: ComponentProps<'table'>) {
  return (
    <div
      className="w-full overflow-x-auto rounded-xl border border-line bg-surface"
      role="region"
      aria-label={ariaLabel}
      tabIndex={0}
    >
      <table
        aria-label={ariaLabel}
        className={cn('w-full caption-bottom text-left text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('px-4 py-3 text-sm text-ink-muted', className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-subtle/60', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-line', className)} {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('transition-colors hover:bg-subtle/40', className)} {...props} />;
}

export function Th({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      className={cn(
        'h-11 px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

/** One column heading: its text, or its text with classes (e.g. a column hidden on small screens). */
export type TableColumn = string | { label: string; className?: string };

interface TableHeaderProps {
  columns: readonly TableColumn[];
  /** Adds a last column over each row's buttons, named "Actions" for screen readers only. */
  actions?: boolean;
}

/** A table's heading row, from its columns' names. */
export function TableHeader({ columns, actions = false }: TableHeaderProps) {
  return (
    <THead>
      <Tr>
        {columns.map((column) => {
          const { label, className } = typeof column === 'string' ? { label: column } : column;
          return (
            <Th key={label} className={className}>
              {label}
            </Th>
          );
        })}
        {actions ? (
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        ) : null}
      </Tr>
    </THead>
  );
}

interface RowActionsProps {
  /** What the row is, naming its buttons: "FAQ: Is it free?" makes "Edit FAQ: Is it free?". */
  subject: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The row's other actions, shown before Edit and Delete. */
  children?: ReactNode;
}

/** A row's last cell (under TableHeader's `actions`): its own actions, then Edit and Delete as icons. */
export function RowActions({ subject, onEdit, onDelete, children }: RowActionsProps) {
  return (
    <Td>
      <div className="flex justify-end gap-1">
        {children}
        {onEdit ? <IconButton label={`Edit ${subject}`} icon={Pencil} onClick={onEdit} /> : null}
        {onDelete ? (
          <IconButton label={`Delete ${subject}`} icon={Trash2} tone="danger" onClick={onDelete} />
        ) : null}
      </div>
    </Td>
  );
}
