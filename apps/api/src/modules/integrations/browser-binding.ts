import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZOOM_STATE_MINUTES, integrationsApi } from '@fertilia/contracts';
import type { AppConfig } from '../../config';

/*
 * The OAuth `state` names the member who asked, but a link to Zoom's consent page could be sent to someone
 * else: whoever approves it would attach HER Zoom account to the sender's Fertilia account (login CSRF). So
 * connect also leaves the state in a cookie of the asking browser, readable only by the callback, and the
 * callback accepts a state only from the browser that asked for it (ADR 014).
 */

const COOKIE = 'fertilia_zoom_state';
const PATH = integrationsApi.zoomCallback.path;

/** Leaves the state with the browser that asked for the consent page. */
export function bindStateToBrowser(reply: FastifyReply, config: AppConfig, state: string): void {
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE}=${state}; Path=${PATH}; Max-Age=${ZOOM_STATE_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`,
  );
}

/** The state this browser asked for, if any; the cookie is cleared, since a state is used once. */
export function stateOfBrowser(request: FastifyRequest, reply: FastifyReply): string | undefined {
  reply.header('set-cookie', `${COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Lax`);
  const pairs = (request.headers.cookie ?? '').split(';').map((pair) => pair.trim().split('='));
  return pairs.find(([name]) => name === COOKIE)?.[1] || undefined;
}
