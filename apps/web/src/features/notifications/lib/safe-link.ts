/**
 * A notification's link as an in-app path, or null. Only relative paths of this site are followed: an
 * absolute, protocol-relative or script address (sent by a faulty or hostile sender) is never navigated to.
 */
export function safeLink(link: string | null | undefined, origin = window.location.origin): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\')) return null;
  try {
    const url = new URL(link, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
