import type { NotificationNotice, SlotOffer, SlotOfferState, SlotWatch } from '@fertilia/contracts';
import type { AppointmentRow, ConsultationSlotRow, SlotOfferRow } from '../../db/schema';
import { partyName, wordedTimes } from './appointment-dto';
import type { WatchedExpert, WatchView } from './slot-watch-repo';

/** "Tue, 8 Dec 2026, 09:00": one instant in the reader's zone. */
export function wordedInstant(instant: Date, timeZone: string): string {
  const { date_formatted, time_range } = wordedTimes(instant, instant, timeZone);
  return `${date_formatted}, ${time_range.split(' – ')[0]}`;
}

const expertOf = (expert: WatchedExpert) => ({
  id: expert.id,
  name: partyName(expert),
  avatar_url: expert.avatarUrl,
  specialization: expert.professionalProfile?.specialization ?? null,
});

export const zoneOf = (view: Pick<WatchView, 'patientZone'>) => view.patientZone ?? 'UTC';

export const toWatch = (view: WatchView): SlotWatch => ({
  id: view.watch.id,
  expert: expertOf(view.expert),
  appointment_id: view.watch.appointmentId,
  before: view.watch.before.toISOString(),
  before_formatted: wordedInstant(view.watch.before, zoneOf(view)),
  time_zone: zoneOf(view),
  created_at: view.watch.createdAt.toISOString(),
});

export type OfferParts = {
  offer: SlotOfferRow;
  slot: ConsultationSlotRow;
  view: WatchView;
  state: SlotOfferState;
  /** Her live visit an offer would move, when the watch is tied to one. */
  moves: AppointmentRow | null;
};

export function toOffer({ offer, slot, view, state, moves }: OfferParts): SlotOffer {
  const zone = zoneOf(view);
  return {
    id: offer.id,
    slot_id: slot.id,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    ...wordedTimes(slot.startsAt, slot.endsAt, zone),
    time_zone: zone,
    expert: expertOf(view.expert),
    state,
    takes: moves ? 'move' : 'book',
    moves: moves && {
      appointment_id: moves.id,
      ...wordedTimes(moves.startsAt, moves.endsAt, zone),
    },
    offered_at: offer.offeredAt.toISOString(),
    claimed_at: offer.claimedAt?.toISOString() ?? null,
  };
}

export const offerLink = (offerId: number) => `/appointments/offers/${offerId}`;

/**
 * To the watching patient: the expert and the freed time in her own zone. Nothing about why it freed up:
 * another patient's visit is none of her business.
 */
export function offerNotice(view: WatchView, offerId: number, slot: ConsultationSlotRow): NotificationNotice {
  const { date_formatted, time_range } = wordedTimes(slot.startsAt, slot.endsAt, zoneOf(view));
  return {
    userId: view.watch.patientId,
    type: 'slot_offer',
    title: 'An earlier time is free',
    message: `${partyName(view.expert)} has a free time on ${date_formatted}, ${time_range}. Book it before someone else does.`,
    link: offerLink(offerId),
  };
}
