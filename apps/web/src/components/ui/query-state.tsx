import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { PageSpinner } from './spinner';

/** The part of a TanStack Query result (plain or infinite) QueryState reads. */
export interface QueryView<TData> {
  data: TData | undefined;
  error: Error | null;
  refetch: () => unknown;
}

interface LoadingRegionProps {
  /** Announced to screen readers, e.g. "Loading plans". */
  label: string;
  className?: string;
  /** Placeholders in the content's shape; hidden from assistive tech, which hears the label. */
  children: ReactNode;
}

/** A busy region: placeholders for sighted members, one status line for screen readers. */
export function LoadingRegion({ label, className, children }: LoadingRegionProps) {
  return (
    <div aria-busy="true" className={className}>
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}

interface QueryErrorProps {
  title: ReactNode;
  /** Below the title, e.g. the server's message. */
  message?: ReactNode;
  /** Offers "Try again" when given. */
  onRetry?: () => void;
  className?: string;
}

/** What could not be loaded, and a way to ask again. */
export function QueryError({ title, message, onRetry, className }: QueryErrorProps) {
  return (
    <Alert
      tone="error"
      title={title}
      className={className}
      action={
        onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

/** How a skeleton's placeholders stand unless a screen lays them out otherwise. */
const SKELETON_COLUMN = 'flex flex-col gap-3';

export interface QueryStateProps<TData> {
  query: QueryView<TData>;
  /** Announced while loading, e.g. "Loading plans". */
  loadingLabel: string;
  /** Placeholders in the content's shape while it loads; without them a spinner shows. */
  skeleton?: ReactNode;
  /** Classes of the loading region, i.e. the skeleton's layout; by default a column, like most lists. */
  loadingClassName?: string;
  /** The error alert's title: the catalogue's text for what could not be loaded. */
  errorTitle: ReactNode;
  /** Whether the alert shows the server's message under its title (default true). */
  errorMessage?: boolean;
  /** Whether the alert offers "Try again", which refetches (default true). */
  retry?: boolean;
  /** What "Try again" does instead of a plain refetch, e.g. one that says when it fails again. */
  onRetry?: () => void;
  errorClassName?: string;
  /** A screen-reader-only h1 beside the alert, for pages whose heading comes with their data. */
  errorHeading?: string;
  /**
   * Whether a failed refresh takes the data it could not renew off screen (default false: it stays). For
   * lists a person acts on, such as a moderation queue, where deciding on stale items would mislead.
   */
  hideStaleOnError?: boolean;
  /** Renders the errors that mean something else (a 404 is "not found"); undefined falls back to the alert. */
  renderError?: (error: Error, retry: () => void) => ReactNode;
  /** Whether the loaded data counts as empty, so `empty` shows instead of the children. */
  isEmpty?: (data: TData) => boolean;
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * A query's four states, one way everywhere: loading (skeleton or spinner, announced), failed (an alert
 * with "Try again"), empty, or the children with the data. Data already shown stays when a later refresh
 * fails (unless `hideStaleOnError`): only a query with nothing to show is an error on screen.
 */
export function QueryState<TData>(props: QueryStateProps<TData>) {
  const { query, isEmpty, empty, children } = props;
  const { data, error } = query;
  if (data === undefined || (error && props.hideStaleOnError)) {
    if (!error) {
      return props.skeleton === undefined ? (
        <PageSpinner label={props.loadingLabel} className={props.loadingClassName} />
      ) : (
        <LoadingRegion label={props.loadingLabel} className={props.loadingClassName ?? SKELETON_COLUMN}>
          {props.skeleton}
        </LoadingRegion>
      );
    }
    const retry = props.onRetry ?? (() => void query.refetch());
    const special = props.renderError?.(error, retry);
    if (special !== undefined) return special;
    const alert = (
      <QueryError
        title={props.errorTitle}
        message={props.errorMessage === false ? undefined : error.message}
        onRetry={props.retry === false ? undefined : retry}
        className={props.errorClassName}
      />
    );
    return props.errorHeading ? (
      <>
        <h1 className="sr-only">{props.errorHeading}</h1>
        {alert}
      </>
    ) : (
      alert
    );
  }
  if (isEmpty?.(data)) return empty ?? null;
  return children(data);
}
