import type { ReactNode } from 'react';

interface ProsePageProps {
  title: string;
  lead?: ReactNode;
  /** Shown under the title for legal texts, so readers know which version they read. */
  updated?: string;
  children: ReactNode;
}

/** A readable long-text page: one h1, a measure of ~70 characters, styled headings and lists. */
export function ProsePage({ title, lead, updated, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-16">
      <header className="mb-8 border-b border-line pb-6">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-ink-muted">Last updated {updated}</p> : null}
        {lead ? <p className="mt-4 text-lg text-ink-muted">{lead}</p> : null}
      </header>
      <div className="flex flex-col gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ul]:list-disc [&_ul]:space-y-1.5">
        {children}
      </div>
    </article>
  );
}
