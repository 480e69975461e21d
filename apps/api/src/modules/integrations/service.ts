import {
  ZOOM_MESSAGES,
  ZOOM_STATE_MINUTES,
  conflict,
  integrationsApi,
  zoomReturnUrl,
  type MessageResponse,
  type ZoomConnect,
  type ZoomConnectFailure,
  type ZoomStatus,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { hashToken, newOpaqueToken } from '../../lib/secure-token';
import { recordAudit } from '../audit/service';
import {
  clearZoomHostEmail,
  deleteConnection,
  deleteExpiredOAuthStates,
  findConnection,
  insertOAuthState,
  saveConnection,
  setZoomHostEmail,
  takeOAuthState,
} from './repo';
import { sealedTokens, tokenBox } from './zoom-access';
import { authorizeUrl, currentUser, exchangeCode, revokeToken, type ZoomApp } from './zoom-client';

/** The address Zoom sends the browser back to; it must be registered, exactly, in the Zoom app. */
export const zoomRedirectUri = (ctx: Context) =>
  `${ctx.config.publicUrl}${integrationsApi.zoomCallback.path}`;

/** Without a Zoom app there is nothing to connect: a 409 (the server's state, not a passing outage). */
function zoomApp(ctx: Context): ZoomApp {
  if (!ctx.config.zoom) throw conflict(ZOOM_MESSAGES.notConfigured);
  return ctx.config.zoom;
}

export async function zoomStatus(ctx: MemberContext): Promise<ZoomStatus> {
  const row = await findConnection(ctx.db, ctx.actor.id);
  return {
    configured: ctx.config.zoom !== null,
    connected: row !== undefined,
    host_email: row?.hostEmail ?? null,
    connected_at: row?.createdAt.toISOString() ?? null,
  };
}

/** Zoom's consent page, with a `state` only this member's callback can use, once, for ten minutes. */
export async function connectZoom(ctx: MemberContext): Promise<ZoomConnect & { state: string }> {
  const app = zoomApp(ctx);
  const state = newOpaqueToken();
  const now = ctx.clock.now();
  await deleteExpiredOAuthStates(ctx.db, now);
  await insertOAuthState(ctx.db, {
    stateHash: hashToken(state),
    userId: ctx.actor.id,
    expiresAt: new Date(now.getTime() + ZOOM_STATE_MINUTES * 60_000),
    createdAt: now,
  });
  return { authorize_url: authorizeUrl(app, zoomRedirectUri(ctx), state), state };
}

/** `browserState`: the state the arriving browser asked for (browser-binding.ts). */
type CallbackInput = { code?: string; state?: string; error?: string; browserState?: string };

/**
 * The end of the consent: the state names the member who asked (the browser brings no token), the code is
 * exchanged for her tokens, stored sealed, and her Zoom e-mail becomes her host e-mail. Answers where the
 * browser goes next: the settings page, saying how it went.
 */
export async function finishZoomConnect(ctx: Context, input: CallbackInput): Promise<string> {
  const failed = (reason: ZoomConnectFailure) => zoomReturnUrl({ ok: false, reason });
  const app = ctx.config.zoom;
  // Only from the browser that asked: a consent link passed to someone else connects nobody.
  if (!input.state || input.state !== input.browserState) return failed('state');
  // The state is spent whatever happens next: a refused or failed attempt starts again from connect.
  const userId = await takeOAuthState(ctx.db, hashToken(input.state), ctx.clock.now());
  if (userId === null || !app) return failed('state');
  if (input.error || !input.code) return failed('denied');
  let tokens, user;
  try {
    tokens = await exchangeCode(app, input.code, zoomRedirectUri(ctx));
    user = await currentUser(app, tokens.accessToken);
  } catch (err) {
    ctx.log.warn({ err }, 'zoom connection refused');
    return failed('exchange');
  }
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await saveConnection(
      tx.db,
      userId,
      { zoomUserId: user.id, hostEmail: user.email, ...sealedTokens(tx, tokens, now) },
      now,
    );
    await setZoomHostEmail(tx.db, userId, user.email, now);
    await recordAudit(tx, {
      action: 'integrations.zoom_connected',
      actorId: userId,
      targetUserId: userId,
      details: { zoom_user_id: user.id },
    });
  });
  return zoomReturnUrl({ ok: true });
}

/**
 * Forgets her Zoom account: the row goes, the host e-mail it set is cleared, and the grant is revoked at
 * Zoom (best effort, after the commit: a Zoom outage must not keep her connected). Meetings already made
 * stay in her Zoom account, so the links of her booked visits keep working.
 */
export async function disconnectZoom(ctx: MemberContext): Promise<MessageResponse> {
  const removed = await inTransaction(ctx, async (tx) => {
    const now = tx.clock.now();
    const row = await deleteConnection(tx.db, tx.actor.id);
    if (!row) return undefined;
    await clearZoomHostEmail(tx.db, tx.actor.id, row.hostEmail, now);
    await recordAudit(tx, { action: 'integrations.zoom_disconnected', targetUserId: tx.actor.id });
    return row;
  });
  if (removed && ctx.config.zoom) {
    try {
      await revokeToken(ctx.config.zoom, tokenBox(ctx).open(removed.refreshTokenSealed));
    } catch (err) {
      ctx.log.warn({ err }, 'zoom revocation failed; the connection is forgotten anyway');
    }
  }
  return { message: ZOOM_MESSAGES.disconnected };
}
