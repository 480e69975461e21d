import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Faq } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';

/** The element id of an entry, so /faq#faq-12 (the AI assistant's sources link so) lands on it. */
export const faqAnchor = (id: number) => `faq-${id}`;

/**
 * One question as a disclosure: the button says whether its answer is open (aria-expanded) and which
 * region it opens (aria-controls), so screen readers and keyboards handle it like any toggle.
 */
export function FaqItem({ faq, defaultOpen = false }: { faq: Faq; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const buttonId = useId();
  return (
    <div id={faqAnchor(faq.id)} className="scroll-mt-24 border-b border-line last:border-b-0">
      <h3 className="m-0">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          className={cn(
            'flex min-h-11 w-full items-center justify-between gap-4 py-4 text-left text-base font-medium text-ink',
            'hover:text-brand-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          )}
        >
          <span>{faq.question}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 shrink-0 text-ink-muted transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!open}
        className="pb-4 whitespace-pre-line text-ink-muted"
      >
        {faq.answer}
      </div>
    </div>
  );
}
