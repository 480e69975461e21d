import fs from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/client';
import { readingMinutes, renderMarkdown } from '../../lib/markdown';
import { API_ROOT } from '../../paths';
import { indexArticles } from '../assistant/retrieval/index-service';
import { parseArticleFile } from './article-file';
import { replaceArticleRows, type NewArticleRow } from './repo';

/** The product's articles, in the repository (apps/api/../../content); the same from src/ and dist/. */
export const KNOWLEDGE_DIR = path.resolve(API_ROOT, '../../content/knowledge-hub');

export type KnowledgeSyncResult = { synced: number; removed: number };

async function readArticles(dir: string): Promise<NewArticleRow[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  const rows: NewArticleRow[] = [];
  for (const file of files) {
    const article = parseArticleFile(file, await fs.readFile(path.join(dir, file), 'utf8'));
    rows.push({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      category: article.category,
      body: article.body,
      bodyHtml: renderMarkdown(article.body),
      references: article.references,
      reviewedBy: article.reviewed_by,
      reviewedOn: article.reviewed_on,
      readingMinutes: readingMinutes(article.body),
    });
  }
  return rows;
}

/**
 * Makes the knowledge_articles table equal the markdown files: upserts by slug and deletes articles whose
 * file is gone, in one transaction that also brings the assistant's passages up to date. Every file is
 * checked before anything is written, so one bad file fails start-up (naming the file) and leaves the hub
 * as it was.
 */
export async function syncKnowledgeArticles(
  deps: { db: DatabaseHandle },
  dir: string = KNOWLEDGE_DIR,
): Promise<KnowledgeSyncResult> {
  const rows = await readArticles(dir);
  const removed = await deps.db.db.transaction(async (tx) => {
    const gone = await replaceArticleRows(tx, rows);
    await indexArticles(tx, rows);
    return gone;
  });
  return { synced: rows.length, removed };
}
