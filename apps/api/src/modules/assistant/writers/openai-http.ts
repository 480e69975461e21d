/*
 * What the OpenAI-compatible adapters share: where to send a request and how to sign it. Servers differ in
 * the base URL they print (with or without a trailing slash); the key, when there is one, travels only in
 * the Authorization header, never in a message or a log line.
 */

export function endpointUrl(baseUrl: string, path: `/${string}`): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function requestHeaders(apiKey: string | null, accept = 'application/json'): Record<string, string> {
  return {
    'content-type': 'application/json',
    accept,
    ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
  };
}
