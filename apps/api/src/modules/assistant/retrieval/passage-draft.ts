import { createHash } from 'node:crypto';
import type { AssistantSourceKind } from '@fertilia/contracts';

/** A passage as a source yields it, before the index gives it an id. */
export type PassageDraft = {
  sourceKind: AssistantSourceKind;
  sourceKey: string;
  sourceTitle: string;
  /** The heading's anchor on the article page; null for an article's introduction and for FAQ entries. */
  sectionId: string | null;
  sectionTitle: string | null;
  url: string;
  body: string;
  /** Its order within its source, from 0; with the source it identifies the passage across re-indexing. */
  position: number;
};

/** Changes whenever anything a reader or a search sees of the passage changes. */
export const contentHashOf = (draft: PassageDraft): string =>
  createHash('sha256')
    .update(JSON.stringify([draft.sourceTitle, draft.sectionId, draft.sectionTitle, draft.url, draft.body]))
    .digest('hex');
