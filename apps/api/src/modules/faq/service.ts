import type { z } from 'zod';
import {
  MESSAGES,
  notFound,
  type Faq,
  type FaqCategoryCount,
  type FaqPage,
  type faqInputSchema,
  type faqListQuery,
  type faqUpdateSchema,
} from '@fertilia/contracts';
import { inTransaction, type Context, type MemberContext } from '../../http/context';
import { sentColumns } from '../../lib/sent-columns';
import { indexFaqEntry, removeFaqEntry } from '../assistant/retrieval/index-service';
import { recordAudit, type AuditAction } from '../audit/service';
import { toFaq } from './dto';
import {
  activeCategoryCounts,
  allFaqRows,
  deleteFaqRow,
  findFaqRow,
  insertFaqRow,
  listFaqRows,
  updateFaqRow,
} from './repo';
import { searchFaqs } from './search';

export type FaqInput = z.output<typeof faqInputSchema>;
export type FaqUpdate = z.output<typeof faqUpdateSchema>;
/** `include_inactive` is only ever true for callers the access rule found holding the content permission. */
export type FaqListOptions = z.output<typeof faqListQuery>;

/**
 * Without `q`, a page in reading order. With `q`, the entries that answer it, most relevant first (stemmed,
 * with synonyms and typos forgiven: see search.ts), paged the same way.
 */
export async function listFaqs(ctx: Context, options: FaqListOptions): Promise<FaqPage> {
  const filter = { activeOnly: !options.include_inactive, category: options.category || undefined };
  const page = { skip: options.skip, limit: options.limit };
  if (options.q) {
    const ranked = searchFaqs(await allFaqRows(ctx.db, filter), options.q);
    return {
      items: ranked.slice(page.skip, page.skip + page.limit).map(toFaq),
      total: ranked.length,
      ...page,
    };
  }
  const { rows, total } = await listFaqRows(ctx.db, filter, page);
  return { items: rows.map(toFaq), total, ...page };
}

/** A hidden entry does not exist for the public: 404, not 403, so hiding reveals nothing. */
export async function getFaq(
  ctx: Context,
  { id, includeInactive }: { id: number; includeInactive: boolean },
): Promise<Faq> {
  const row = await findFaqRow(ctx.db, id);
  if (!row || (!row.isActive && !includeInactive)) throw notFound(MESSAGES.faqNotFound);
  return toFaq(row);
}

export const listFaqCategories = (ctx: Context): Promise<FaqCategoryCount[]> => activeCategoryCounts(ctx.db);

const auditFaq = (ctx: Context, action: AuditAction, faqId: number) =>
  recordAudit(ctx, { action, details: { faq_id: faqId } });

export const createFaq = (ctx: MemberContext, input: FaqInput): Promise<Faq> =>
  inTransaction(ctx, async (tx) => {
    const row = await insertFaqRow(tx.db, {
      question: input.question,
      answer: input.answer,
      category: input.category,
      isActive: input.is_active,
    });
    await indexFaqEntry(tx.db, row);
    await auditFaq(tx, 'content.faq_created', row.id);
    return toFaq(row);
  });

export const updateFaq = (
  ctx: MemberContext,
  { id, changes }: { id: number; changes: FaqUpdate },
): Promise<Faq> =>
  inTransaction(ctx, async (tx) => {
    const row = await updateFaqRow(tx.db, id, { ...sentColumns(changes), updatedAt: tx.clock.now() });
    if (!row) throw notFound(MESSAGES.faqNotFound);
    await indexFaqEntry(tx.db, row);
    await auditFaq(tx, 'content.faq_updated', id);
    return toFaq(row);
  });

export const deleteFaq = (ctx: MemberContext, id: number): Promise<void> =>
  inTransaction(ctx, async (tx) => {
    if (!(await deleteFaqRow(tx.db, id))) throw notFound(MESSAGES.faqNotFound);
    await removeFaqEntry(tx.db, id);
    await auditFaq(tx, 'content.faq_deleted', id);
  });
