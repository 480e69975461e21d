import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useGivenBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { breadcrumbsFor } from './breadcrumbs';

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
            <li key={index} className="flex min-w-0 items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 shrink-0" /> : null}
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
