import type { Faq } from '@fertilia/contracts';
import type { FaqRow } from './repo';

export const toFaq = (row: FaqRow): Faq => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  category: row.category,
  is_active: row.isActive,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
