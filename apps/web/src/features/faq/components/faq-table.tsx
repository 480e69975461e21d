import type { Faq } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { RowActions, Table, TableHeader, TBody, Td, Tr } from '@/components/ui/table';
import { ActiveToggle } from './active-toggle';

interface FaqTableProps {
  entries: readonly Faq[];
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

export function FaqTable({ entries, onEdit, onDelete }: FaqTableProps) {
  return (
    <Table aria-label="FAQs">
      <TableHeader columns={['Question', 'Category', 'Status']} actions />
      <TBody>
        {entries.map((faq) => (
          <Tr key={faq.id}>
            <Td className="max-w-md">
              <p className="font-medium">{faq.question}</p>
              <p className="line-clamp-1 text-xs text-ink-muted">{faq.answer}</p>
            </Td>
            <Td>
              <Badge tone="neutral">{faq.category}</Badge>
            </Td>
            <Td>
              <ActiveToggle faq={faq} />
            </Td>
            <RowActions
              subject={`FAQ: ${faq.question}`}
              onEdit={() => onEdit(faq)}
              onDelete={() => onDelete(faq)}
            />
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
