/** Markers ts_headline puts around matched words; plain text that no article contains. */
export const HIGHLIGHT_START = '[[hl]]';
export const HIGHLIGHT_STOP = '[[/hl]]';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Turns a ts_headline passage into HTML whose only tags are <b>: everything is escaped first, then the
 * markers become tags, so article text can never inject markup into the results page.
 */
export function highlightedSnippet(raw: string): string {
  return escapeHtml(raw.replace(/\s+/g, ' ').trim())
    .replaceAll(HIGHLIGHT_START, '<b>')
    .replaceAll(HIGHLIGHT_STOP, '</b>');
}
