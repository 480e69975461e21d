import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, SearchX, Stethoscope } from 'lucide-react';
import {
  CONSULTATION_TOASTS,
  EXPERTS_PAGE_SIZE,
  MONEY_MESSAGES,
  ROLE_LABELS,
  isProfessional,
  type ExpertDirectoryQuery,
  type ExpertSummary,
  type Slot,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { hasStatus } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError, useErrorToast } from '@/lib/notify-error';
import { useSession } from '@/lib/session-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIdempotencyKey } from '@/lib/idempotency';
import { useBookAppointment } from '../api/book-appointment';
import { walletFundsQueryOptions } from '../api/wallet-funds';
import { useExpert } from '../api/get-expert';
import { useExperts } from '../api/get-experts';
import { consultationKeys } from '../api/keys';
import { BookingConfirm } from '../components/booking-confirm';
import { ExpertCard, RatingLine, VisitPrice } from '../components/expert-card';
import { Stars } from '../components/stars';
import { ExpertFilters, NO_FILTERS, type DirectoryFilters } from '../components/expert-filters';
import { WatchExpertButton } from '../components/watch-expert-button';
import { WeekSlotPicker } from '../components/week-slot-picker';
import { useViewerZone } from '../lib/viewer-zone';

const SEARCH_DEBOUNCE_MS = 300;

/** /appointments/book: find an expert, pick one of her free times in your zone, confirm. */
export function Component() {
  const { user } = useSession();
  if (user && isProfessional(user.role)) return <ProfessionalNotice />;
  return <BookingFlow />;
}

/** Spec 01 §2: Book Consultation is for patients; an expert who lands here is told where her work is. */
function ProfessionalNotice() {
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader title="Book a consultation" />
      <EmptyState
        icon={Stethoscope}
        title="Booking is for patients"
        description="As an expert you receive appointment requests rather than book them. Your requests, your schedule and your patients are on your dashboard."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild>
              <Link to="/expert-dashboard">Go to your dashboard</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/appointments">Your appointments</Link>
            </Button>
          </div>
        }
      />
    </div>
  );
}

function BookingFlow() {
  const zone = useViewerZone();
  const [filters, setFilters] = useState<DirectoryFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [chosen, setExpert] = useState<ExpertSummary | null>(null);
  // `?expert=<id>` opens that expert's week (an offer taken by someone else links back to her times).
  const [params] = useSearchParams();
  const [linkedId, setLinkedId] = useState(() => Number(params.get('expert')) || null);
  const linked = useExpert(chosen ? null : linkedId);
  const expert = chosen ?? (linkedId ? (linked.data ?? null) : null);
  const top = useRef<HTMLDivElement>(null);

  return (
    <div ref={top} className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <PageHeader
        title="Book a consultation"
        description="Choose an expert, pick a time that suits you and tell them what you would like to talk about."
        actions={
          <Button asChild variant="secondary">
            <Link to="/appointments">My appointments</Link>
          </Button>
        }
        className="mb-0"
      />
      {expert ? (
        <ExpertBooking
          expert={expert}
          zone={zone}
          onBack={() => {
            setExpert(null);
            setLinkedId(null);
          }}
        />
      ) : linkedId && linked.isPending ? (
        <Skeletons count={2} className="h-48 rounded-xl" />
      ) : (
        <Directory
          zone={zone}
          filters={filters}
          onFilters={(next) => {
            setFilters(next);
            setPage(1);
          }}
          page={page}
          onPage={setPage}
          onChoose={(chosen) => {
            setExpert(chosen);
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
      )}
    </div>
  );
}

interface DirectoryProps {
  zone: string;
  filters: DirectoryFilters;
  onFilters: (next: DirectoryFilters) => void;
  page: number;
  onPage: (page: number) => void;
  onChoose: (expert: ExpertSummary) => void;
}

function Directory({ zone, filters, onFilters, page, onPage, onChoose }: DirectoryProps) {
  const query = useDebouncedValue(filters.query.trim(), SEARCH_DEBOUNCE_MS);
  const specialization = useDebouncedValue(filters.specialization.trim(), SEARCH_DEBOUNCE_MS);
  const request: ExpertDirectoryQuery = {
    query: query || undefined,
    specialization: specialization || undefined,
    min_experience: filters.minExperience ? Number(filters.minExperience) : undefined,
    available_only: filters.availableOnly ? 'true' : undefined,
    sort_by: filters.sort,
    page,
    page_size: EXPERTS_PAGE_SIZE,
  };
  const experts = useExperts(request);
  useErrorToast(experts.error, CONSULTATION_TOASTS.fetchFailed);
  const filtered =
    filters.query !== '' ||
    filters.specialization !== '' ||
    filters.minExperience !== '' ||
    filters.availableOnly;

  return (
    <>
      <ExpertFilters value={filters} onChange={onFilters} />
      <section aria-labelledby="experts-heading" className="flex flex-col gap-4">
        <h2 id="experts-heading" className="sr-only">
          Experts
        </h2>
        <QueryState
          query={experts}
          loadingLabel="Loading experts"
          loadingClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
          skeleton={<Skeletons count={6} className="h-64 rounded-xl" />}
          errorTitle={CONSULTATION_TOASTS.fetchFailed}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              icon={SearchX}
              title={filtered ? 'No experts match your search' : 'No experts are taking appointments yet'}
              description={
                filtered
                  ? 'Try fewer words, another specialization or less experience.'
                  : 'Please check back soon.'
              }
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => onFilters(NO_FILTERS)}>
                    Clear filters
                  </Button>
                ) : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <p className="text-sm text-ink-muted" aria-live="polite">
                {data.total === 1 ? '1 expert' : `${data.total} experts`}
              </p>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {data.items.map((item) => (
                  <li key={item.id}>
                    <ExpertCard expert={item} zone={zone} onChoose={onChoose} />
                  </li>
                ))}
              </ul>
              {data.pages > 1 ? (
                <Pagination
                  label="Expert pages"
                  skip={(data.page - 1) * EXPERTS_PAGE_SIZE}
                  limit={EXPERTS_PAGE_SIZE}
                  total={data.total}
                  onChange={(skip) => onPage(Math.floor(skip / EXPERTS_PAGE_SIZE) + 1)}
                />
              ) : null}
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}

function ExpertBooking({
  expert,
  zone,
  onBack,
}: {
  expert: ExpertSummary;
  zone: string;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useExpert(expert.id);
  const book = useBookAppointment();
  // One key per booking she means to make: resent on a retry, renewed once it has gone through (ADR 016).
  const { key, renew } = useIdempotencyKey();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [taken, setTaken] = useState<string | null>(null);
  // A 404 means she is no longer listed: said on the page, never toasted (spec 02 §8).
  const gone = hasStatus(detail.error, 404);
  useErrorToast(detail.error && !gone ? detail.error : null, CONSULTATION_TOASTS.fetchFailed);

  const confirm = (notes: string) =>
    book.mutate(
      { slot_id: slot!.id, notes: notes.trim() || null, key },
      {
        onSuccess: () => {
          renew();
          notify.success(CONSULTATION_TOASTS.appointmentBooked, {
            description: `${expert.name} will confirm your request.`,
          });
          void navigate('/appointments');
        },
        onError: (error) => {
          notifyError(error, CONSULTATION_TOASTS.bookingFailed, CONSULTATION_TOASTS.bookFailed);
          if (errorDetail(error) === MONEY_MESSAGES.insufficientFunds) {
            // Her balance changed meanwhile: stay on this step, which shows it again with the way to top up.
            void queryClient.invalidateQueries({ queryKey: walletFundsQueryOptions().queryKey });
            return;
          }
          if (hasStatus(error, 409, 404)) {
            // Someone took the time meanwhile (or it went): back to the week, with fresh free times.
            setTaken(errorDetail(error) ?? CONSULTATION_TOASTS.bookFailed);
            setSlot(null);
            setConfirming(false);
            void queryClient.invalidateQueries({ queryKey: consultationKeys.all });
          }
        },
      },
    );

  const profile = detail.data;
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Button variant="ghost" size="sm" icon={ArrowLeft} onClick={onBack}>
          All experts
        </Button>
      </div>
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <Avatar name={expert.name} src={expert.avatar_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h2 className="text-xl font-semibold text-ink">{expert.name}</h2>
          <p className="text-sm text-ink-muted">
            {ROLE_LABELS[expert.role]}
            {expert.specialization ? ` · ${expert.specialization}` : ''}
            {expert.facility_affiliation ? ` · ${expert.facility_affiliation}` : ''}
          </p>
          <p className="mt-1 text-sm">
            <RatingLine average={expert.rating_average} count={expert.review_count} />
          </p>
          <p className="mt-1 text-sm text-ink-muted">
            <VisitPrice price={profile?.price ?? expert.price} />
          </p>
          {expert.bio ? <p className="mt-3 max-w-prose text-sm text-ink">{expert.bio}</p> : null}
          {profile && profile.min_notice_hours > 0 ? (
            <p className="mt-2 text-xs text-ink-muted">
              Book at least {profile.min_notice_hours} hours ahead. You can cancel or move the visit until
              then.
            </p>
          ) : null}
        </div>
      </Card>

      {gone ? (
        <Alert tone="warning" title="This expert is no longer taking appointments">
          Please choose another expert.
        </Alert>
      ) : confirming && slot ? (
        <BookingConfirm
          expert={expert}
          slot={slot}
          zone={zone}
          // A paid visit waits for her terms (the refund share, the notice) before it can be requested.
          pending={book.isPending || (expert.price !== null && !profile)}
          payment={
            profile?.price
              ? {
                  price: profile.price,
                  lateRefundPercent: profile.late_refund_percent,
                  minNoticeHours: profile.min_notice_hours,
                  returnTo: `/appointments/book?expert=${expert.id}`,
                }
              : undefined
          }
          onBack={() => setConfirming(false)}
          onConfirm={confirm}
        />
      ) : (
        <Card className="flex flex-col gap-4 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-ink">Choose a time</h2>
            <WatchExpertButton expert={expert} zone={zone} firstFreeAt={expert.next_available_at} />
          </div>
          {taken ? (
            <Alert tone="warning" title={CONSULTATION_TOASTS.bookingFailed}>
              {taken}
            </Alert>
          ) : null}
          <WeekSlotPicker
            label={`Free times with ${expert.name}`}
            expertId={expert.id}
            zone={zone}
            expertZone={expert.time_zone}
            selectedSlotId={slot?.id ?? null}
            nextAvailableAt={expert.next_available_at}
            initialAt={expert.next_available_at}
            onSelect={(chosen) => {
              setSlot(chosen);
              setTaken(null);
            }}
          />
          <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-end">
            <p className="text-sm text-ink-muted sm:mr-auto" aria-live="polite">
              {slot ? 'Time chosen. Continue to add a note and confirm.' : 'Pick one of the times above.'}
            </p>
            <Button disabled={!slot} onClick={() => setConfirming(true)}>
              Continue
            </Button>
          </div>
        </Card>
      )}
      {profile && profile.recent_reviews.length > 0 ? (
        <section aria-labelledby="reviews-heading" className="flex flex-col gap-3">
          <h2 id="reviews-heading" className="text-lg font-semibold text-ink">
            Recent reviews
          </h2>
          <ul className="grid gap-3 md:grid-cols-2">
            {profile.recent_reviews.map((review) => (
              <li key={review.id} className="rounded-xl border border-line bg-surface p-4 text-sm">
                <p className="flex items-center justify-between gap-2">
                  <span className="font-medium text-ink">{review.author}</span>
                  <Stars rating={review.rating} />
                </p>
                {review.comment ? <p className="mt-2 text-ink">{review.comment}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
