import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '@fertilia/contracts';

export type AccessClaims = { userId: number; sessionId: string; role: Role };
export type AccessTokenResult =
  { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

const ISSUER = 'fertilia';
const AUDIENCE = 'fertilia-api';

/** Short-lived HS256 JWTs (ADR 002). `typ: access` keeps any other JWT of ours from passing as one. */
export function accessTokens(secret: string, now: () => Date) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    async sign(claims: AccessClaims): Promise<string> {
      const iat = Math.floor(now().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, role: claims.role, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token: string): Promise<AccessTokenResult> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'], // never 'none', never an asymmetric algorithm confused with our secret
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
          currentDate: now(),
        });
        const userId = Number(payload.sub);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || typeof payload.sid !== 'string') {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { userId, sessionId: payload.sid, role: payload.role as Role } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof accessTokens>;
