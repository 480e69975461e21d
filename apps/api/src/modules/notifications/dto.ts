import type { Notification } from '@fertilia/contracts';
import type { NotificationRow } from '../../db/schema';

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: row.type,
  link: row.link,
  read: row.read,
  created_at: row.createdAt.toISOString(),
});
