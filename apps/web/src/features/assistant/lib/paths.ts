/**
 * The chosen conversation lives in the address (?c=12, or ?c=new for a new one), so the back button and a
 * reload keep her place; /ai-assistant alone is the list on a phone and a new chat beside it on a desktop.
 */
export const ASSISTANT_PATH = '/ai-assistant';
export const NEW_CHAT = 'new';
export const conversationPath = (id: number | typeof NEW_CHAT) => `${ASSISTANT_PATH}?c=${id}`;

export type Selection =
  { kind: 'none' } | { kind: 'new' } | { kind: 'session'; id: number } | { kind: 'invalid' };

export function selectionOf(param: string | null): Selection {
  if (param === null || param === '') return { kind: 'none' };
  if (param === NEW_CHAT) return { kind: 'new' };
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? { kind: 'session', id } : { kind: 'invalid' };
}
