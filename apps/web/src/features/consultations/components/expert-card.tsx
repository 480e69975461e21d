import { Banknote, CalendarClock, Languages, Star } from 'lucide-react';
import { ROLE_LABELS, formatMoney, type ExpertSummary, type Money } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTimeInZone, formatNumber } from '@/lib/format';

const yearsText = (years: number) => `${formatNumber(years)} year${years === 1 ? '' : 's'} experience`;

/** Rating and its count, or that she has no reviews yet. */
export function RatingLine({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span className="text-ink-muted">No reviews yet</span>;
  return (
    <span className="inline-flex items-center gap-1">
      <Star aria-hidden="true" className="size-4 fill-warning text-warning" />
      <span className="font-semibold text-ink">{formatNumber(average, { maximumFractionDigits: 1 })}</span>
      <span className="text-ink-muted">
        ({formatNumber(count)} review{count === 1 ? '' : 's'})
      </span>
    </span>
  );
}

/** One expert of the directory, with her soonest free time in the viewer's zone. */
export function ExpertCard({
  expert,
  zone,
  onChoose,
}: {
  expert: ExpertSummary;
  zone: string;
  onChoose: (expert: ExpertSummary) => void;
}) {
  const headingId = `expert-${expert.id}-name`;
  return (
    <Card className="flex h-full flex-col gap-4 p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3">
        <Avatar name={expert.name} src={expert.avatar_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate text-base font-semibold text-ink">
            {expert.name}
          </h3>
          <p className="text-sm text-ink-muted">
            {ROLE_LABELS[expert.role]}
            {expert.specialization ? ` · ${expert.specialization}` : ''}
          </p>
          <p className="mt-1 text-sm">
            <RatingLine average={expert.rating_average} count={expert.review_count} />
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-ink-muted">
        {expert.years_of_experience !== null ? (
          <li>
            <Badge tone="neutral">{yearsText(expert.years_of_experience)}</Badge>
          </li>
        ) : null}
        {expert.languages.length > 0 ? (
          <li className="flex items-center gap-2">
            <Languages aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <span className="sr-only">Languages: </span>
              {expert.languages.join(', ')}
            </span>
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Banknote aria-hidden="true" className="size-4 shrink-0" />
          <VisitPrice price={expert.price} />
        </li>
        <li className="flex items-center gap-2">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {expert.next_available_at ? (
            <span>
              Next available{' '}
              <span className="font-medium text-ink">
                {formatDateTimeInZone(expert.next_available_at, zone)}
              </span>
            </span>
          ) : (
            <span>No free times in the coming weeks</span>
          )}
        </li>
      </ul>
      <div className="mt-auto">
        <Button
          className="w-full"
          variant={expert.next_available_at ? 'primary' : 'secondary'}
          onClick={() => onChoose(expert)}
          aria-describedby={headingId}
        >
          See free times
        </Button>
      </div>
    </Card>
  );
}

/** "£60.00 per visit", or "Free consultation" when she asks nothing (ADR 016). */
export function VisitPrice({ price }: { price: Money | null }) {
  return price ? (
    <span>
      <span className="font-medium text-ink">{formatMoney(price)}</span> per visit
    </span>
  ) : (
    <span>Free consultation</span>
  );
}
