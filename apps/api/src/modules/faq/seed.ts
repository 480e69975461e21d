import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { faqSeedFileSchema } from '@fertilia/contracts';
import type { AppDeps } from '../../deps';
import { API_ROOT } from '../../paths';
import { indexAllFaqs } from '../assistant/retrieval/index-service';
import { countFaqRows, insertFaqRows, lockFaqSeed } from './repo';

/** The product's own FAQ, shipped with the code (content/faq/faqs.json at the repository root). */
export const FAQ_CONTENT_FILE = path.resolve(API_ROOT, '../../content/faq/faqs.json');

async function readFaqFile(file: string) {
  const parsed = faqSeedFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${file}: entry ${String(first?.path.join('.'))}: ${first?.message}`);
  }
  return parsed.data;
}

/**
 * Loads the shipped FAQ into an EMPTY faqs table and returns how many entries it added. Once the table holds
 * anything the FAQ belongs to staff and the file never overwrites their edits (only a table they emptied
 * completely is filled again). Runs on every start, in production too: the FAQ is product content. Every start
 * also brings the assistant's FAQ passages up to date (a database older than the assistant has none yet).
 */
export async function seedFaqs(deps: Pick<AppDeps, 'db'>, file: string = FAQ_CONTENT_FILE): Promise<number> {
  return deps.db.db.transaction(async (tx) => {
    // Several API processes may start together; the lock makes the emptiness check and the insert atomic.
    await lockFaqSeed(tx);
    if ((await countFaqRows(tx)) > 0) {
      await indexAllFaqs(tx);
      return 0;
    }
    const entries = await readFaqFile(file);
    await insertFaqRows(
      tx,
      // sort_order keeps the file's order within each category.
      entries.map((entry, index) => ({ ...entry, isActive: true, sortOrder: index + 1 })),
    );
    await indexAllFaqs(tx);
    return entries.length;
  });
}
