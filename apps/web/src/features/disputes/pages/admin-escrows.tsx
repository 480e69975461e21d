import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { EscrowsSection } from '../components/escrows-section';
import { FinanceOnly } from '../components/finance-only';

/**
 * The sections of /admin-dashboard/escrows, as tabs. A section is added here (the payouts queue comes from
 * the wallet feature and is composed by app/); with one section no tab bar shows.
 */
export type EscrowsPageSection = { value: string; label: string; content: ReactNode };

export function EscrowsPage({ sections }: { sections: EscrowsPageSection[] }) {
  return (
    <FinanceOnly title="Escrows">
      <PageHeader
        title="Escrows"
        description="Visit payments held until the dispute window passes, and what became of them."
      />
      {sections.length === 1 ? (
        sections[0]!.content
      ) : (
        <Tabs defaultValue={sections[0]!.value}>
          <TabsList aria-label="Escrows and payouts">
            {sections.map((s) => (
              <TabsTrigger key={s.value} value={s.value}>
                {s.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {sections.map((s) => (
            <TabsContent key={s.value} value={s.value}>
              {s.content}
            </TabsContent>
          ))}
        </Tabs>
      )}
    </FinanceOnly>
  );
}

export const ESCROWS_SECTION: EscrowsPageSection = {
  value: 'escrows',
  label: 'Escrows',
  content: <EscrowsSection />,
};
