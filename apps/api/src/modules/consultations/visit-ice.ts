import { createHmac } from 'node:crypto';
import { VISIT_TURN_GRACE_SECONDS, type IceServerConfig } from '@fertilia/contracts';
import type { IceServer } from '../../config';

const isTurn = (url: string) => /^turns?:/i.test(url);

/**
 * coturn's shared-secret scheme (`use-auth-secret`, the "TURN REST API"): the username is
 * `<unix expiry>:<userId>` and the password the base64 HMAC-SHA1 of that username under the shared secret,
 * so the TURN server checks it without asking us and no lasting TURN password reaches a browser.
 */
export function turnCredential(secret: string, userId: number, expiresAt: Date) {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/**
 * The ICE servers one party's browser is given for a visit: as configured, with every TURN entry's
 * credentials made for this caller and valid until a while after the visit ends when a shared secret is set.
 */
export function iceServersFor(
  visit: { iceServers: IceServer[]; turnSharedSecret?: string },
  userId: number,
  visitEndsAt: Date,
): IceServerConfig[] {
  const secret = visit.turnSharedSecret;
  return visit.iceServers.map((server) => {
    const urls = Array.isArray(server.urls) ? server.urls : [server.urls];
    if (!secret || !urls.some(isTurn)) return { ...server };
    const expiresAt = new Date(visitEndsAt.getTime() + VISIT_TURN_GRACE_SECONDS * 1000);
    return { urls: server.urls, ...turnCredential(secret, userId, expiresAt) };
  });
}
