import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { QueryState, type QueryView } from '@/components/ui/query-state';
import { Skeleton, Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';

interface DetailPageProps<T> {
  /** Where the back link leads, and what it says ("All plans"). */
  back: { to: string; label: string };
  /** False when the address holds no possible id: the record is not found without asking. */
  validId: boolean;
  query: QueryView<T>;
  /** Announced while loading, e.g. "Loading plan". */
  loadingLabel: string;
  errorTitle: string;
  /** The page's heading while the record cannot show, e.g. "Plan". */
  heading: string;
  /** Shown for a bad id or a 404, with its own screen-reader heading. */
  notFound: ReactNode;
  /** What the breadcrumb calls the record once loaded: the same name its page header shows. */
  crumb: (record: T) => string;
  children: (record: T) => ReactNode;
}

/** One back-office record (a plan, a user): a back link, then the record or its loading and failure states. */
export function DetailPage<T>(props: DetailPageProps<T>) {
  const { back, validId, query, notFound, heading, crumb, ...texts } = props;
  useBreadcrumbTitle(!validId || query.error ? null : query.data && crumb(query.data));
  return (
    <div className="flex flex-col gap-4">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      {validId ? (
        <QueryState
          query={query}
          loadingLabel={texts.loadingLabel}
          skeleton={
            <>
              <Skeleton className="h-9 w-60" />
              <div className="grid gap-6 lg:grid-cols-2">
                <Skeletons count={2} className="h-72 rounded-xl" />
              </div>
            </>
          }
          errorTitle={texts.errorTitle}
          errorHeading={heading}
          renderError={(error) => (hasStatus(error, 404) ? notFound : undefined)}
        >
          {texts.children}
        </QueryState>
      ) : (
        notFound
      )}
    </div>
  );
}
