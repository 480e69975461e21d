import { queryOptions, useQuery } from '@tanstack/react-query';
import { consultationsApi, type AppointmentNotes } from '@fertilia/contracts';
import { call, hasStatus } from '@/lib/api-client';
import { appointmentCaching, consultationKeys } from './keys';

/** A visit's SOAP note; null when none was written (spec 02 §8: that 404 is silent, no toast). */
export async function getNotes(
  appointmentId: number,
  signal?: AbortSignal,
): Promise<AppointmentNotes | null> {
  try {
    return await call(consultationsApi.notes, { params: { id: appointmentId } }, { signal });
  } catch (error) {
    if (hasStatus(error, 404)) return null;
    throw error;
  }
}

export const notesQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: consultationKeys.notes(appointmentId),
    queryFn: ({ signal }) => getNotes(appointmentId, signal),
    ...appointmentCaching,
  });

export const useNotes = (appointmentId: number, enabled = true) =>
  useQuery({ ...notesQueryOptions(appointmentId), enabled });
