import { z } from 'zod';

/*
 * Zoom as an experts' video host (spec 02 §2 and §7, ADR 014). An expert connects her Zoom account by OAuth;
 * confirmed visits then get a Zoom meeting beside the built-in video visit.
 */

/** What the settings card and the banner read: is Zoom set up on this server, and has she connected it. */
export const zoomStatusSchema = z.object({
  /** False when the server has no Zoom app (no ZOOM_CLIENT_ID / ZOOM_CLIENT_SECRET): nothing to connect. */
  configured: z.boolean(),
  connected: z.boolean(),
  /** The e-mail of the Zoom account meetings are made in. */
  host_email: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type ZoomStatus = z.infer<typeof zoomStatusSchema>;

export const zoomConnectSchema = z.object({
  /** Zoom's consent page; the browser goes there and comes back to the callback. */
  authorize_url: z.string(),
});
export type ZoomConnect = z.infer<typeof zoomConnectSchema>;

/**
 * What Zoom sends back to the callback. Every field is optional: the browser arrives by redirect, so a
 * missing or wrong value is answered with a redirect to the settings page, never a JSON error.
 */
export const zoomCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** Why a connection did not happen, as the callback's redirect names it (`?zoom=error&reason=…`). */
export const ZOOM_CONNECT_FAILURES = ['state', 'denied', 'exchange'] as const;
export type ZoomConnectFailure = (typeof ZOOM_CONNECT_FAILURES)[number];

/** The sentence the settings page shows for each failure. */
export const ZOOM_CONNECT_FAILURE_TEXT: Record<ZoomConnectFailure, string> = {
  state: 'That Zoom sign-in link has expired or was already used. Please try connecting again.',
  denied: 'Zoom was not connected: access was not granted.',
  exchange: 'Zoom did not accept the connection. Please try again in a moment.',
};

/** Where the callback sends the browser back to: the settings page's Integrations card. */
export const ZOOM_SETTINGS_RETURN = { path: '/settings', hash: 'integrations' } as const;
export const zoomReturnUrl = (result: { ok: true } | { ok: false; reason: ZoomConnectFailure }): string =>
  `${ZOOM_SETTINGS_RETURN.path}?${result.ok ? 'zoom=connected' : `zoom=error&reason=${result.reason}`}#${ZOOM_SETTINGS_RETURN.hash}`;

/** A `state` is usable this long after connect asked for it. */
export const ZOOM_STATE_MINUTES = 10;
/** The scopes our Zoom app needs: create, move and delete her meetings, and read her e-mail. */
export const ZOOM_SCOPES = ['meeting:write', 'user:read'] as const;
/** The meeting title: no health information, it is seen in her Zoom account and calendar. */
export const ZOOM_MEETING_TOPIC = 'Fertilia consultation';

export const ZOOM_MESSAGES = {
  notConfigured: 'Zoom is not set up on this server; the built-in video visit is used for every visit',
  disconnected: 'Zoom disconnected',
  notConnected: 'No Zoom account is connected',
  /** The notice she gets when Zoom stopped accepting our access (the app was removed from her account). */
  lostTitle: 'Zoom disconnected',
  lostMessage:
    'Zoom no longer accepts Fertilia’s access to your account, so new visits will not get a Zoom meeting. ' +
    'Connect Zoom again in your settings if you want them to.',
} as const;
