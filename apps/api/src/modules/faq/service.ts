import type { z } from 'zod';
import {
  MESSAGES,
  type Faq,
  type FaqCategoryCount,
  type FaqPage,
  type faqInputSchema,
  type faqUpdateSchema,
} from '@fertilia/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { recordAudit, type AuditAction } from '../audit/service';
import { toFaq } from './dto';
import {
  activeCategoryCounts,
  deleteFaqRow,
  findFaqRow,
  insertFaqRow,
  listFaqRows,
  updateFaqRow,
  type NewFaqRow,
} from './repo';

export type FaqInput = z.output<typeof faqInputSchema>;
export type FaqUpdate = z.output<typeof faqUpdateSchema>;
/** Who edits the FAQ; `userId` null when the system itself does (the seed). */
export type FaqActor = { userId: number | null; ip: string | null };
export type FaqListOptions = {
  skip: number;
  limit: number;
  category?: string;
  q?: string;
  /** Only for callers the route has checked hold the content permission. */
  includeInactive: boolean;
};

export async function listFaqs(db: DbOrTx, options: FaqListOptions): Promise<FaqPage> {
  const { rows, total } = await listFaqRows(
    db,
    {
      activeOnly: !options.includeInactive,
      category: options.category || undefined,
      search: options.q || undefined,
    },
    { skip: options.skip, limit: options.limit },
  );
  return { items: rows.map(toFaq), total, skip: options.skip, limit: options.limit };
}

/** A hidden entry does not exist for the public: 404, not 403, so hiding reveals nothing. */
export async function getFaq(db: DbOrTx, id: number, includeInactive: boolean): Promise<Faq> {
  const row = await findFaqRow(db, id);
  if (!row || (!row.isActive && !includeInactive)) throw notFound(MESSAGES.faqNotFound);
  return toFaq(row);
}

export const listFaqCategories = (db: DbOrTx): Promise<FaqCategoryCount[]> => activeCategoryCounts(db);

const auditFaq = (db: DbOrTx, actor: FaqActor, action: AuditAction, faqId: number) =>
  recordAudit(db, { action, actorId: actor.userId, ip: actor.ip, details: { faq_id: faqId } });

/** Only the fields that were sent; an absent field keeps its value. */
const faqColumns = (input: FaqUpdate): Partial<NewFaqRow> => ({
  ...(input.question !== undefined && { question: input.question }),
  ...(input.answer !== undefined && { answer: input.answer }),
  ...(input.category !== undefined && { category: input.category }),
  ...(input.is_active !== undefined && { isActive: input.is_active }),
});

export const createFaq = (db: DbOrTx, actor: FaqActor, input: FaqInput): Promise<Faq> =>
  db.transaction(async (tx) => {
    const row = await insertFaqRow(tx, {
      question: input.question,
      answer: input.answer,
      category: input.category,
      isActive: input.is_active,
    });
    await auditFaq(tx, actor, 'content.faq_created', row.id);
    return toFaq(row);
  });

export const updateFaq = (db: DbOrTx, actor: FaqActor, id: number, input: FaqUpdate): Promise<Faq> =>
  db.transaction(async (tx) => {
    const row = await updateFaqRow(tx, id, faqColumns(input));
    if (!row) throw notFound(MESSAGES.faqNotFound);
    await auditFaq(tx, actor, 'content.faq_updated', id);
    return toFaq(row);
  });

export const deleteFaq = (db: DbOrTx, actor: FaqActor, id: number): Promise<void> =>
  db.transaction(async (tx) => {
    if (!(await deleteFaqRow(tx, id))) throw notFound(MESSAGES.faqNotFound);
    await auditFaq(tx, actor, 'content.faq_deleted', id);
  });
