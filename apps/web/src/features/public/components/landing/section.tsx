import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One landing section: an anchor target (scroll-mt clears the sticky top bar) with its own h2. */
export function Section({ id, eyebrow, title, intro, children, className }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-20 py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-6xl px-4">
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
        <h2 id={`${id}-title`} className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight sm:text-4xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{intro}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
