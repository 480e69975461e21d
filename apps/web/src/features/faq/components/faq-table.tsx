import { Pencil, Trash2 } from 'lucide-react';
import type { Faq } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { ActiveToggle } from './active-toggle';

interface FaqTableProps {
  entries: readonly Faq[];
  onEdit: (faq: Faq) => void;
  onDelete: (faq: Faq) => void;
}

export function FaqTable({ entries, onEdit, onDelete }: FaqTableProps) {
  return (
    <Table aria-label="FAQs">
      <THead>
        <Tr>
          <Th>Question</Th>
          <Th>Category</Th>
          <Th>Status</Th>
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        </Tr>
      </THead>
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
            <Td className="text-right whitespace-nowrap">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit FAQ: ${faq.question}`}
                onClick={() => onEdit(faq)}
              >
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete FAQ: ${faq.question}`}
                onClick={() => onDelete(faq)}
              >
                <Trash2 aria-hidden="true" className="text-danger" />
              </Button>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
