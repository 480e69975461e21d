import type { Payment } from '@fertilia/contracts';
import type { PaymentRow } from '../../db/schema';

export const paymentDto = (row: PaymentRow): Payment => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  card_brand: row.cardBrand,
  card_last4: row.cardLast4,
  failure_message: row.failureMessage,
  next_action_url: row.status === 'requires_action' ? row.nextActionUrl : null,
  created_at: row.createdAt.toISOString(),
});
