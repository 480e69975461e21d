import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { hasPermission } from '@fertilia/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session-context';

/** Finance's screens: finance, admins and super admins; anyone else is told so instead of seeing amounts. */
export function FinanceOnly({ title, children }: { title: string; children: ReactNode }) {
  const { user } = useSession();
  if (user && !hasPermission(user.role, 'finance'))
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={ShieldAlert}
          title="No access to payments"
          description="Only finance and administrators see escrows and disputes."
        />
      </>
    );
  return <>{children}</>;
}
