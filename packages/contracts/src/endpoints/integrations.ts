import { z } from 'zod';
import { messageResponse } from '../common';
import { access, endpoint } from '../endpoint';
import { zoomCallbackQuery, zoomConnectSchema, zoomStatusSchema } from '../integrations';

const tags = ['integrations'];
/** Experts and doctors host visits, so only they connect a video host (spec 02 §6 treats them alike). */
const professionals = access.roles('expert', 'doctor');

/** Spec 02 §7's two Zoom calls, plus the OAuth callback and the disconnection (ADR 014). */
export const integrationsApi = {
  zoomStatus: endpoint({
    method: 'GET',
    path: '/api/integrations/zoom/status',
    access: professionals,
    tags,
    summary: 'Whether Zoom is set up on this server and whether my Zoom account is connected',
    responses: { 200: zoomStatusSchema },
  }),
  zoomConnect: endpoint({
    method: 'GET',
    path: '/api/integrations/zoom/connect',
    access: professionals,
    tags,
    summary: "Zoom's consent page to send the browser to (valid 10 minutes, once)",
    description: 'Answers 409 when Zoom is not set up on this server (status says configured: false).',
    responses: { 200: zoomConnectSchema },
  }),
  zoomCallback: endpoint({
    method: 'GET',
    path: '/api/integrations/zoom/callback',
    access: access.public,
    tags,
    summary: 'Where Zoom sends the browser back; redirects to /settings with the result',
    description:
      'Public: a browser redirect carries no bearer token; the one-use `state` names the member. Always ' +
      'answers 302 to /settings?zoom=connected#integrations or /settings?zoom=error&reason=…#integrations.',
    query: zoomCallbackQuery,
    responses: { 302: z.null().describe('Redirect to the settings page') },
  }),
  zoomDisconnect: endpoint({
    method: 'DELETE',
    path: '/api/integrations/zoom',
    access: professionals,
    tags,
    summary: 'Disconnect my Zoom account (the grant is revoked at Zoom)',
    responses: { 200: messageResponse },
  }),
};
