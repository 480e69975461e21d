import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, CalendarCheck2, CalendarPlus, SearchX } from 'lucide-react';
import {
  BOOKING_NOTE_MAX,
  CONSULTATION_TOASTS,
  type SlotOffer,
  type SlotOfferState,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { hasStatus } from '@/lib/api-client';
import { useBreadcrumbTitle } from '@/lib/breadcrumb-title';
import { formatTimeZoneName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useClaimSlotOffer } from '../api/claim-slot-offer';
import { useSlotOffer } from '../api/slot-offer';
import { slotWatchKeys } from '../api/slot-watches';

export const OFFER_LOAD_FAILED = 'Could not load this offer';

/** Why an offer cannot be taken, as she reads it. */
const CLOSED: Record<Exclude<SlotOfferState, 'available'>, { title: string; text: string }> = {
  taken: {
    title: 'Someone else booked this time first',
    text: 'Your request stays open: we will tell you when another earlier time frees up.',
  },
  passed: {
    title: 'This time can no longer be booked',
    text: 'It is too close to its start now. Your request stays open for the next earlier time.',
  },
  claimed: { title: 'You took this time', text: 'It is with your appointments.' },
  closed: {
    title: 'This offer is no longer open',
    text: 'You booked another time or stopped waiting for an earlier one.',
  },
};

/** /appointments/offers/:offerId: a freed earlier time offered to her, taken with one button if still free. */
export function Component() {
  const id = Number(useParams().offerId);
  const offer = useSlotOffer(id);
  // The crumb names the offered day; one that cannot be loaded is just "Offer".
  useBreadcrumbTitle(offer.isError ? 'Offer' : offer.data?.date_formatted);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageHeader
        title="An earlier time is free"
        description="A time you asked to hear about was given back. Whoever books it first has it."
        className="mb-0"
      />
      <QueryState
        query={offer}
        loadingLabel="Loading the offer"
        skeleton={<Skeletons count={1} className="h-72 rounded-xl" />}
        errorTitle={OFFER_LOAD_FAILED}
        renderError={(error) =>
          hasStatus(error, 404) ? (
            <EmptyState
              icon={SearchX}
              title="Offer not found"
              description="This link is not one of your offers."
              action={
                <Button asChild variant="secondary">
                  <Link to="/appointments">Your appointments</Link>
                </Button>
              }
            />
          ) : undefined
        }
      >
        {(data) => <OfferCard offer={data} />}
      </QueryState>
    </div>
  );
}

function OfferCard({ offer }: { offer: SlotOffer }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claim = useClaimSlotOffer();
  // One key for taking this offer: a retry after a lost answer is answered, never charged twice.
  const { key } = useIdempotencyKey();
  const [notes, setNotes] = useState('');
  const [lost, setLost] = useState<string | null>(null);
  const moving = offer.takes === 'move';
  const closed = lost ? null : offer.state === 'available' ? null : CLOSED[offer.state];

  const take = () =>
    claim.mutate(
      { id: offer.id, notes: moving ? undefined : notes.trim() || null, key },
      {
        onSuccess: () => {
          notify.success(
            moving ? CONSULTATION_TOASTS.appointmentRescheduled : CONSULTATION_TOASTS.appointmentBooked,
            { description: `${offer.expert.name} will confirm your request.` },
          );
          void navigate('/appointments');
        },
        onError: (error) => {
          notifyError(error, CONSULTATION_TOASTS.bookingFailed, CONSULTATION_TOASTS.bookFailed);
          if (hasStatus(error, 409, 404)) {
            setLost(errorDetail(error) ?? CONSULTATION_TOASTS.bookFailed);
            void queryClient.invalidateQueries({ queryKey: slotWatchKeys.offer(offer.id) });
          }
        },
      },
    );

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <Avatar name={offer.expert.name} src={offer.expert.avatar_url} size="lg" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-ink">{offer.expert.name}</h2>
          {offer.expert.specialization ? (
            <p className="text-sm text-ink-muted">{offer.expert.specialization}</p>
          ) : null}
        </div>
      </div>
      <div className="rounded-lg bg-brand-soft px-4 py-3 text-brand-ink">
        <p className="text-xl font-semibold">{offer.date_formatted}</p>
        <p className="text-lg">{offer.time_range}</p>
        <p className="text-xs">Times in {formatTimeZoneName(offer.time_zone, offer.starts_at)}</p>
      </div>
      <p className="flex items-start gap-2 text-sm text-ink">
        {moving ? (
          <ArrowRightLeft aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        ) : (
          <CalendarPlus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
        )}
        <span>
          {moving && offer.moves
            ? `Moves your visit on ${offer.moves.date_formatted}, ${offer.moves.time_range} to this time.`
            : 'Books a new visit.'}{' '}
          {offer.expert.name} will confirm it.
        </span>
      </p>

      {lost || closed ? (
        <Alert tone={offer.state === 'claimed' ? 'success' : 'warning'} title={closed?.title ?? lost}>
          {closed?.text ?? CLOSED.taken.text}
        </Alert>
      ) : null}

      {offer.state === 'available' && !lost ? (
        <>
          {moving ? null : (
            <FormField label="Anything the expert should know? (optional)">
              <Textarea
                rows={3}
                maxLength={BOOKING_NOTE_MAX}
                value={notes}
                onChange={(e) => setNotes(e.target.value)}
              />
            </FormField>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="secondary">
              <Link to="/appointments">Not now</Link>
            </Button>
            <Button icon={CalendarCheck2} loading={claim.isPending} onClick={take}>
              {moving ? 'Move my visit to this time' : 'Book this time'}
            </Button>
          </div>
        </>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button asChild variant="secondary">
            <Link to="/appointments">Your appointments</Link>
          </Button>
          {offer.state === 'claimed' ? null : (
            <Button asChild>
              <Link to={`/appointments/book?expert=${offer.expert.id}`}>
                See other times with {offer.expert.name}
              </Link>
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
