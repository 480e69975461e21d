import { useEffect, useRef, useState } from 'react';
import { CalendarCheck, Clock } from 'lucide-react';
import { BOOKING_NOTE_MAX, formatMoney, type ExpertSummary, type Slot } from '@fertilia/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { BookingPayment, useCanPay, type BookingPaymentTerms } from './booking-payment';
import {
  formatDateInZone,
  formatNumber,
  formatTimeInZone,
  formatTimeRangeInZone,
  formatTimeZoneName,
} from '@/lib/format';

interface BookingConfirmProps {
  expert: ExpertSummary;
  slot: Slot;
  zone: string;
  pending: boolean;
  /** A paid visit's terms; absent for a free one. */
  payment?: BookingPaymentTerms;
  onBack: () => void;
  onConfirm: (notes: string) => void;
}

/** The last step: what she is asking for, in her zone, and an optional note for the expert. */
export function BookingConfirm({
  expert,
  slot,
  zone,
  pending,
  payment,
  onBack,
  onConfirm,
}: BookingConfirmProps) {
  const [notes, setNotes] = useState('');
  // A paid visit is requested only once her balance is known to cover it (the API refuses it otherwise).
  const canPay = useCanPay(payment?.price ?? null);
  // The step replaces the week: bring its heading into view and focus, so neither eyes nor a screen reader
  // are left where the week was.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const minutes = Math.round((Date.parse(slot.ends_at) - Date.parse(slot.starts_at)) / 60_000);
  const expertClock = expert.time_zone !== zone;
  return (
    <Card>
      <form
        aria-label="Confirm your appointment"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(notes);
        }}
      >
        <CardHeader>
          <CardTitle ref={heading} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
            Confirm your appointment
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <dl className="grid gap-4 rounded-xl bg-subtle p-4 sm:grid-cols-2">
            <div className="flex items-center gap-3">
              <Avatar name={expert.name} src={expert.avatar_url} />
              <div>
                <dt className="sr-only">With</dt>
                <dd className="font-semibold text-ink">{expert.name}</dd>
                {expert.specialization ? (
                  <dd className="text-sm text-ink-muted">{expert.specialization}</dd>
                ) : null}
              </div>
            </div>
            <div className="flex items-start gap-3">
              <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <div>
                <dt className="sr-only">When</dt>
                <dd className="font-semibold text-ink">{formatDateInZone(slot.starts_at, zone, 'long')}</dd>
                <dd className="text-sm text-ink">
                  {formatTimeRangeInZone(slot.starts_at, slot.ends_at, zone)}{' '}
                  <span className="text-ink-muted">({formatTimeZoneName(zone, slot.starts_at)})</span>
                </dd>
                {expertClock ? (
                  <dd className="text-xs text-ink-muted">
                    {formatTimeInZone(slot.starts_at, expert.time_zone)} for the expert (
                    {formatTimeZoneName(expert.time_zone, slot.starts_at)})
                  </dd>
                ) : null}
              </div>
            </div>
            <div className="flex items-center gap-3 sm:col-span-2">
              <Clock aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
              <dt className="sr-only">Length</dt>
              <dd className="text-sm text-ink-muted">
                {formatNumber(minutes)} minutes · the expert confirms your request, and you will be notified
              </dd>
            </div>
          </dl>
          <FormField
            label="Note for the expert (optional)"
            hint={`What would you like to talk about? ${formatNumber(notes.length)}/${formatNumber(BOOKING_NOTE_MAX)}`}
          >
            <Textarea
              rows={4}
              maxLength={BOOKING_NOTE_MAX}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
          </FormField>
          {payment ? <BookingPayment {...payment} /> : null}
        </CardContent>
        <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="secondary"
            className="w-full sm:w-auto"
            onClick={onBack}
            disabled={pending}
          >
            Choose another time
          </Button>
          <Button type="submit" className="w-full sm:w-auto" loading={pending} disabled={canPay !== true}>
            {payment ? `Pay ${formatMoney(payment.price)} and request` : 'Request appointment'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
