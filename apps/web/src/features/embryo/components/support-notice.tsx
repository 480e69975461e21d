import { Info } from 'lucide-react';
import { SUPPORT_STATEMENT } from '../lib/wording';

/** The statement both embryo pages carry, where it is read before any result. */
export function SupportNotice() {
  return (
    <aside
      aria-label="About this analysis"
      className="flex items-start gap-3 rounded-xl border border-info/25 bg-info-soft p-4 text-sm text-info-ink"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{SUPPORT_STATEMENT}</p>
    </aside>
  );
}
