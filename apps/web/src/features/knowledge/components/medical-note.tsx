import { Info } from 'lucide-react';

/** The gentle reminder every article carries: general information, a clinician for personal advice. */
export function MedicalNote() {
  return (
    <aside className="flex gap-3 rounded-xl border border-info/20 bg-info-soft p-4 text-sm text-info-ink">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        This is general information, not medical advice. Your own situation may differ: talk to your doctor or
        clinic about it, and call your local emergency number if you have severe pain, heavy bleeding or
        trouble breathing.
      </p>
    </aside>
  );
}
