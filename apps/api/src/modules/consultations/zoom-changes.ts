import type { VisitChange, VisitTx } from './visit-changes';

// Filled in by the #17 work on this part (ADR 014).
export async function zoomOnChange(_tx: VisitTx, _change: VisitChange): Promise<void> {}
