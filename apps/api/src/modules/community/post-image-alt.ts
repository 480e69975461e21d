/**
 * A post keeps its picture in one text column, the picture's URL. The author's description of it (the alt
 * text) rides on that URL as a fragment, `#alt=<encoded text>`: a fragment never reaches the server when a
 * browser fetches the picture, so the stored value stays a working address, and no migration was needed.
 * Only this file knows the encoding; everything else sees `{ url, alt }`.
 */
const ALT_MARK = '#alt=';

/** The column's value for a picture and its description ('' for either leaves the other alone). */
export const joinImageAlt = (url: string, alt: string): string =>
  url && alt ? `${url}${ALT_MARK}${encodeURIComponent(alt)}` : url;

/** The picture's URL and its description ('' when none) from the column's value. */
export function splitImageAlt(stored: string): { url: string; alt: string } {
  const at = stored.indexOf(ALT_MARK);
  if (at < 0) return { url: stored, alt: '' };
  return { url: stored.slice(0, at), alt: decodeURIComponent(stored.slice(at + ALT_MARK.length)) };
}

/** The LIKE pattern matching a stored value that carries `url` with a description. */
export const describedImagePattern = (url: string): string =>
  `${url.replace(/[\\%_]/g, (c) => `\\${c}`)}${ALT_MARK}%`;
