import type { PaymentPurpose } from '@fertilia/contracts';
import type { Transaction } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import type { Context } from '../../http/context';

/**
 * What happens when a card payment of another purpose than a top-up settles (ADR 017): the module that
 * owns the purpose registers its handler here, so payments need not know subscriptions. The handler runs in
 * the settling transaction; on success it posts the entry and answers its id.
 */
export type SettlementHandler = {
  succeeded(tx: Context & { db: Transaction }, payment: PaymentRow): Promise<number>;
  failed(tx: Context & { db: Transaction }, payment: PaymentRow): Promise<void>;
};

const handlers = new Map<Exclude<PaymentPurpose, 'top_up'>, SettlementHandler>();

/** Registered once per process by the owning module's plugin (a second registration replaces the first). */
export function onPaymentSettled(
  purpose: Exclude<PaymentPurpose, 'top_up'>,
  handler: SettlementHandler,
): void {
  handlers.set(purpose, handler);
}

export function settlementHandler(purpose: Exclude<PaymentPurpose, 'top_up'>): SettlementHandler {
  const handler = handlers.get(purpose);
  if (!handler) throw new Error(`no settlement handler for ${purpose} payments`);
  return handler;
}
