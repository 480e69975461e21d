import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { Completeness } from '../lib/completeness';

export function CompletenessCard({ title, completeness }: { title: string; completeness: Completeness }) {
  const { percent, missing } = completeness;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {percent === 100
            ? 'Everything is filled in. Thank you.'
            : `${formatNumber(percent / 100, { style: 'percent' })} complete.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div
          role="progressbar"
          aria-label={title}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2.5 w-full overflow-hidden rounded-full bg-subtle"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        {missing.length > 0 ? (
          <>
            <p className="text-sm text-ink-muted">Still empty: {missing.join(', ')}.</p>
            <Button asChild variant="secondary" size="sm" className="self-start">
              <Link to="/profile">Complete your profile</Link>
            </Button>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
