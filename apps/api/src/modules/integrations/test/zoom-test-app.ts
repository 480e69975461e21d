import type { FastifyInstance } from 'fastify';
import { integrationsApi } from '@fertilia/contracts';
import { call, movableClock, type MovableClock } from '../../consultations/appointment-test-helpers';
import { createTestApp } from '../../../test/app';
import type { TestUser } from '../../../test/users';
import { startZoomServer, type ZoomServer } from './zoom-server';

export const APP_URL = 'http://app.test';
export const ZOOM_CLIENT = { clientId: 'fertilia-client', clientSecret: 'fertilia-secret-value' };

export type ZoomTestApp = {
  app: FastifyInstance;
  zoom: ZoomServer;
  clock: MovableClock;
  close(): Promise<void>;
};

/** The app with Zoom set up against a local Zoom, both on one movable clock; `close` stops both. */
export async function createZoomTestApp(): Promise<ZoomTestApp> {
  const clock = movableClock();
  const zoom = await startZoomServer({ ...ZOOM_CLIENT, now: () => clock.now().getTime() });
  const app = await createTestApp({
    clock,
    env: {
      PUBLIC_URL: APP_URL,
      ZOOM_CLIENT_ID: ZOOM_CLIENT.clientId,
      ZOOM_CLIENT_SECRET: ZOOM_CLIENT.clientSecret,
      ZOOM_OAUTH_URL: zoom.oauthUrl,
      ZOOM_API_URL: zoom.apiUrl,
    },
  });
  const close = async () => {
    await app.close();
    await zoom.close();
  };
  return { app, zoom, clock, close };
}

/** Where Zoom sent the browser back, and the cookie that browser holds (browser-binding.ts). */
export type BackFromZoom = { path: string; cookie: string };

/** Asks for the consent page as `who` and follows it as her browser would, up to Zoom's redirect back. */
export async function approveAtZoom(app: FastifyInstance, who: TestUser): Promise<BackFromZoom> {
  const res = await call(app, who, 'GET', integrationsApi.zoomConnect.path);
  if (res.statusCode !== 200) throw new Error(`connect answered ${res.statusCode}: ${res.body}`);
  const setCookie = String(res.headers['set-cookie']);
  const atZoom = await fetch(res.json().authorize_url, { redirect: 'manual' });
  const back = new URL(atZoom.headers.get('location')!);
  return { path: `${back.pathname}${back.search}`, cookie: setCookie.split(';')[0]! };
}

/** Her browser arrives at `path` (the callback, as Zoom sent it unless a test changed it) with its cookie. */
export const arriveFromZoom = (app: FastifyInstance, back: BackFromZoom, path = back.path) =>
  app.inject({ method: 'GET', url: path, headers: { cookie: back.cookie } });

/** The whole connection: consent, then the callback; answers where the app sent the browser. */
export async function connectZoom(app: FastifyInstance, who: TestUser): Promise<string> {
  const res = await arriveFromZoom(app, await approveAtZoom(app, who));
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode}: ${res.body}`);
  return res.headers.location as string;
}
