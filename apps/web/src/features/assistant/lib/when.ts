import { formatDateTime, formatTime } from '@/lib/format';

/** Today's messages show the time only; older ones the date too. */
export function formatSentAt(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? formatTime(date) : formatDateTime(date);
}
