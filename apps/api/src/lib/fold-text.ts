/**
 * Text as word matching sees it: lower case, accents dropped, every run of anything but letters and digits
 * one space ("Anti-Müllerian" → "anti mullerian"). The FAQ search and the assistant's writer compare words alike.
 */
export const foldText = (text: string): string =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
