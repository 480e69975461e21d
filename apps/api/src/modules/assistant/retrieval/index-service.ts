import type { AssistantSourceKind } from '@fertilia/contracts';
import type { DbOrTx } from '../../../db/client';
import { articlePassages, type IndexableArticle } from './article-passages';
import { faqPassages, type IndexableFaq } from './faq-passages';
import { contentHashOf, type PassageDraft } from './passage-draft';
import {
  countPassageRows,
  deletePassagesOfSourcesExcept,
  deleteSourcePassages,
  faqEntriesToIndex,
  savePassages,
  storedPassageKeys,
  type StoredPassageKey,
} from './passage-repo';

/*
 * Keeps the assistant's passages equal to what we publish. Content writers call these inside the transaction
 * that changes the content, so the index never answers from text that is gone (ADR 020).
 */

export type { IndexableArticle } from './article-passages';
export type { IndexableFaq } from './faq-passages';
export type IndexChange = { written: number; removedSources: number };
export const countPassages = countPassageRows;

/**
 * Makes the passages of `kind` equal the given sources' passages: writes only those whose content hash
 * changed, trims sources that became shorter, and (when `complete`) removes sources no longer given.
 */
async function reconcile(
  db: DbOrTx,
  kind: AssistantSourceKind,
  sources: ReadonlyMap<string, PassageDraft[]>,
  stored: readonly StoredPassageKey[],
  complete: boolean,
): Promise<IndexChange> {
  const storedHash = new Map(stored.map((s) => [`${s.sourceKey}\u0000${s.position}`, s.contentHash]));
  const storedCount = new Map<string, number>();
  for (const s of stored)
    storedCount.set(s.sourceKey, Math.max(storedCount.get(s.sourceKey) ?? 0, s.position + 1));
  const changed = [...sources.values()]
    .flat()
    .map((draft) => ({ ...draft, contentHash: contentHashOf(draft) }))
    .filter((draft) => storedHash.get(`${draft.sourceKey}\u0000${draft.position}`) !== draft.contentHash);
  await savePassages(db, changed);
  for (const [key, drafts] of sources) {
    if ((storedCount.get(key) ?? 0) > drafts.length) await deleteSourcePassages(db, kind, key, drafts.length);
  }
  const removedSources = complete ? await deletePassagesOfSourcesExcept(db, kind, [...sources.keys()]) : 0;
  return { written: changed.length, removedSources };
}

/** Makes the knowledge passages equal these articles (the whole hub, as the sync reads it). */
export async function indexArticles(db: DbOrTx, articles: readonly IndexableArticle[]): Promise<IndexChange> {
  const sources = new Map(articles.map((article) => [article.slug, articlePassages(article)]));
  return reconcile(db, 'knowledge', sources, await storedPassageKeys(db, 'knowledge'), true);
}

/** Re-indexes one FAQ entry after it was created or changed; a hidden entry leaves the index. */
export async function indexFaqEntry(db: DbOrTx, entry: IndexableFaq): Promise<void> {
  const key = String(entry.id);
  await reconcile(
    db,
    'faq',
    new Map([[key, faqPassages(entry)]]),
    await storedPassageKeys(db, 'faq', key),
    false,
  );
}

export const removeFaqEntry = (db: DbOrTx, id: number): Promise<void> =>
  deleteSourcePassages(db, 'faq', String(id));

/** Rebuilds the FAQ's passages from the faqs table: the published entries, and nothing else. */
export async function indexAllFaqs(db: DbOrTx): Promise<IndexChange> {
  const entries = await faqEntriesToIndex(db);
  const sources = new Map(entries.filter((e) => e.isActive).map((e) => [String(e.id), faqPassages(e)]));
  return reconcile(db, 'faq', sources, await storedPassageKeys(db, 'faq'), true);
}
