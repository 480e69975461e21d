import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { useGivenBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { breadcrumbsFor } from './breadcrumbs';

/**
 * A phone's top bar has room for the current page and its parent only: earlier crumbs wait for wider
 * screens, and the parent gives the current page most of the width.
 */
const phoneClass = (index: number, count: number) =>
  index < count - 2
    ? 'max-sm:hidden'
    : index === count - 2
      ? 'max-sm:max-w-[40%] max-sm:shrink-0'
      : undefined;

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, useGivenBreadcrumbTitle(pathname));
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex items-center gap-1 overflow-hidden text-sm text-ink-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          const label = crumb.label ?? (
            <>
              <Skeleton className="inline-block h-4 w-28 align-middle" />
              <span className="sr-only">Loading</span>
            </>
          );
          return (
            <li
              key={index}
              className={cn('flex min-w-0 items-center gap-1', phoneClass(index, crumbs.length))}
            >
              {index > 0 ? (
                <ChevronRight
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', index === crumbs.length - 2 && 'max-sm:hidden')}
                />
              ) : null}
              {crumb.to ? (
                <Link to={crumb.to} className="truncate rounded hover:text-ink hover:underline">
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'truncate font-medium text-ink' : 'truncate'}
                >
                  {label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
