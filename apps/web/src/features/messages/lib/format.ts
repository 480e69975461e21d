import type { Conversation } from '@fertilia/contracts';
import { formatDateTime, formatTime } from '@/lib/format';

/** Today's messages show the time only; older ones the date too. */
export function formatSentAt(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toDateString() === now.toDateString() ? formatTime(date) : formatDateTime(date);
}

/** A conversation's name: its title, else the other people in it, else (alone in it) "Only you". */
export function conversationName(conversation: Conversation, viewerId: number | null): string {
  if (conversation.title) return conversation.title;
  const others = conversation.participants.filter((p) => p.id !== viewerId).map((p) => p.display_name);
  return others.length > 0 ? others.join(', ') : 'Only you';
}
