import { cn } from '@/components/ui/cn';

/**
 * Post HTML in readable prose. The HTML comes from the server's renderMarkdown, which lets only formatting
 * tags through (no scripts, event handlers or javascript: links), so it is safe to insert as it is.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4 leading-relaxed break-words text-ink',
        '[&_a]:font-medium [&_a]:text-brand-strong [&_a]:underline [&_a]:underline-offset-4',
        '[&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ul]:list-disc [&_ul]:space-y-1.5',
        '[&_blockquote]:border-l-4 [&_blockquote]:border-line-strong [&_blockquote]:pl-4 [&_blockquote]:text-ink-muted',
        '[&_code]:rounded [&_code]:bg-subtle [&_code]:px-1 [&_code]:text-sm [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-subtle [&_pre]:p-4',
        '[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_hr]:border-line',
        '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:p-2 [&_th]:text-left',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
