/** How often open connections (socket.io and the notification socket) are checked against their sessions. */
export const SESSION_SWEEP_INTERVAL_MS = 30_000;
