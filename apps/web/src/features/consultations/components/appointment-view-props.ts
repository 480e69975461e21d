import type { Appointment, AppointmentParty } from '@fertilia/contracts';

/** What every piece of an appointment's card is given: the visit, her side of it, her zone and the clock. */
export type AppointmentViewProps = {
  appointment: Appointment;
  party: AppointmentParty;
  zone: string;
  /** The clock the list re-renders by, each minute. */
  now: number;
};
