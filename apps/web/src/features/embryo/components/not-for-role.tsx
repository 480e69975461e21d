import { UserRoundX } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** Staff and anyone else without embryos of their own or patients: said plainly, with nothing that would fail. */
export function NotForRole() {
  return (
    <EmptyState
      icon={UserRoundX}
      title="Embryo analysis is for patients and their experts"
      description="Patients analyse pictures of their own embryos; experts and doctors those of their patients."
    />
  );
}
