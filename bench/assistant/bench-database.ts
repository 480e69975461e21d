import { and, eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { assistantPassages, faqs } from '../../apps/api/src/db/schema';
import { seedFaqs } from '../../apps/api/src/modules/faq/seed';
import { syncKnowledgeArticles } from '../../apps/api/src/modules/knowledge/sync';
import type { PassageRef } from './questions';

/** The product's content in a fresh in-memory PGlite, indexed as start-up indexes it. */
export type Bench = {
  db: Database;
  /** The ids of the passages a reference names (several when a long section was split); throws when none. */
  passageIds(ref: PassageRef): Promise<number[]>;
  describe(ref: PassageRef): string;
  close(): Promise<void>;
};

export async function openBench(): Promise<Bench> {
  const handle = await openDatabase({ kind: 'pglite' });
  await migrate(handle);
  // The same calls server.ts makes at start-up; the passages are indexed by their hooks.
  await syncKnowledgeArticles({ db: handle });
  await seedFaqs({ db: handle });
  const { db } = handle;
  const p = assistantPassages;
  const describe = (ref: PassageRef) =>
    ref.kind === 'faq'
      ? `FAQ “${ref.question}”`
      : `${ref.slug}${ref.section ? `#${ref.section}` : ' (summary)'}`;
  return {
    db,
    describe,
    async passageIds(ref) {
      let rows: { id: number }[];
      if (ref.kind === 'faq') {
        const [entry] = await db.select({ id: faqs.id }).from(faqs).where(eq(faqs.question, ref.question));
        rows = entry
          ? await db
              .select({ id: p.id })
              .from(p)
              .where(and(eq(p.sourceKind, 'faq'), eq(p.sourceKey, String(entry.id))))
          : [];
      } else {
        const rowsOfSource = await db
          .select({ id: p.id, sectionId: p.sectionId })
          .from(p)
          .where(and(eq(p.sourceKind, 'knowledge'), eq(p.sourceKey, ref.slug)));
        rows = rowsOfSource.filter((row) => row.sectionId === ref.section);
      }
      if (rows.length === 0)
        throw new Error(`No passage is ${describe(ref)}: fix bench/assistant/questions.ts`);
      return rows.map((row) => row.id);
    },
    close: () => handle.close(),
  };
}
