import {
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_INFO,
  type NotificationPreference,
  type NotificationType,
  type notificationPreferencesUpdateSchema,
} from '@fertilia/contracts';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import type { NotificationPreferenceRow } from '../../db/schema';
import { findPreferenceRow, listPreferenceRows, upsertPreference } from './repo';

export type Channels = { inApp: boolean; email: boolean };

/** A stored choice, or the type's default; a channel the member may not switch always has its default. */
export function effectiveChannels(
  type: NotificationType,
  row: Pick<NotificationPreferenceRow, 'inApp' | 'email'> | undefined,
): Channels {
  const info = NOTIFICATION_TYPE_INFO[type];
  return {
    inApp: info.inAppEditable ? (row?.inApp ?? info.inApp) : info.inApp,
    email: info.emailEditable ? (row?.email ?? info.email) : info.email,
  };
}

export const channelsFor = async (db: DbOrTx, userId: number, type: NotificationType): Promise<Channels> =>
  effectiveChannels(type, await findPreferenceRow(db, userId, type));

export async function preferencesOf(db: DbOrTx, userId: number): Promise<NotificationPreference[]> {
  const rows = new Map((await listPreferenceRows(db, userId)).map((r) => [r.type, r]));
  return NOTIFICATION_TYPES.map((type) => {
    const info = NOTIFICATION_TYPE_INFO[type];
    const channels = effectiveChannels(type, rows.get(type));
    return {
      type,
      label: info.label,
      description: info.description,
      in_app: channels.inApp,
      email: channels.email,
      in_app_editable: info.inAppEditable,
      email_editable: info.emailEditable,
    };
  });
}

export type PreferenceChange = { type: NotificationType; before: Channels; after: Channels };

/** Applies the requested switches; returns only the types whose effective settings changed. */
export async function applyPreferences(
  db: DbOrTx,
  userId: number,
  input: z.output<typeof notificationPreferencesUpdateSchema>,
  now: Date,
): Promise<PreferenceChange[]> {
  const rows = new Map((await listPreferenceRows(db, userId)).map((r) => [r.type, r]));
  const changes: PreferenceChange[] = [];
  for (const wanted of input.preferences) {
    const before = effectiveChannels(wanted.type, rows.get(wanted.type));
    const after = effectiveChannels(wanted.type, {
      inApp: wanted.in_app ?? before.inApp,
      email: wanted.email ?? before.email,
    });
    if (after.inApp === before.inApp && after.email === before.email) continue;
    await upsertPreference(db, { userId, type: wanted.type, ...after, updatedAt: now });
    changes.push({ type: wanted.type, before, after });
  }
  return changes;
}
