import type { FastifyRequest } from 'fastify';

/** Paths of pages whose last segment is a secret (reset links); everything after them is hidden. */
const SECRET_PATH = /(\/reset-password\/|\/confirm-email\/)[^/?#]+/g;

/** The URL as logged: query values and secret path segments removed, so no token reaches the log. */
export function redactUrl(url: string): string {
  const [pathPart, query] = url.split('?', 2);
  const safePath = pathPart!.replace(SECRET_PATH, '$1[redacted]');
  if (!query) return safePath;
  const keys = [...new URLSearchParams(query).keys()];
  return `${safePath}?${keys.map((k) => `${k}=[redacted]`).join('&')}`;
}

export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  remoteAddress: request.ip,
});

/** Belt and braces: fields that must never be written even if someone logs a body or headers. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.new_password',
  '*.old_password',
  '*.confirm_password',
  '*.token',
  '*.refresh',
  '*.refresh_token',
  '*.access_token',
  '*.medical_profile',
];
