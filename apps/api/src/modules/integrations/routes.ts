import type { FastifyPluginAsync } from 'fastify';
import { integrationsApi } from '@fertilia/contracts';
import { route } from '../../http/route';
import { bindStateToBrowser, stateOfBrowser } from './browser-binding';
import { connectZoom, disconnectZoom, finishZoomConnect, zoomStatus } from './service';

/** /api/integrations: an expert's Zoom account (ADR 014). */
export const integrationRoutes: FastifyPluginAsync = async (app) => {
  route(app, integrationsApi.zoomStatus, (ctx) => zoomStatus(ctx));
  route(app, integrationsApi.zoomConnect, async (ctx, _input, { reply }) => {
    const { state, ...answer } = await connectZoom(ctx);
    bindStateToBrowser(reply, ctx.config, state);
    return answer;
  });
  // A browser arrives here from Zoom: whatever happened, it is sent on to the settings page, never shown JSON.
  route(app, integrationsApi.zoomCallback, async (ctx, { query }, { request, reply }) =>
    reply.redirect(
      await finishZoomConnect(ctx, { ...query, browserState: stateOfBrowser(request, reply) }),
      302,
    ),
  );
  route(app, integrationsApi.zoomDisconnect, (ctx) => disconnectZoom(ctx));
};
