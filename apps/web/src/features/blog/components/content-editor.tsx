import { useState, type ComponentProps } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useBlogPreview } from '../api/preview-blog-post';
import { PostBody } from './post-body';

interface ContentEditorProps extends Omit<ComponentProps<'textarea'>, 'value'> {
  /** The current markdown, for the preview. */
  value: string;
  error?: string;
}

/** Markdown with a Write tab and a Preview tab; the preview is rendered by the server. */
export function ContentEditor({ value, error, id, ...textarea }: ContentEditorProps) {
  const [tab, setTab] = useState('write');
  const showPreview = tab === 'preview' && value.trim() !== '';
  const preview = useBlogPreview(value, showPreview);
  const errorId = `${id ?? 'content'}-error`;

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          Content
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        </label>
        <TabsList aria-label="Content editor">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
      </div>
      <TabsContent value="write" forceMount hidden={tab !== 'write'} className="mt-2">
        <Textarea
          id={id}
          rows={16}
          className="font-mono text-sm"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : `${id}-hint`}
          {...textarea}
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          Markdown: ## for headings, **bold**, *italic*, - lists, [text](https://link).
        </p>
      </TabsContent>
      <TabsContent
        value="preview"
        className="mt-2 min-h-48 rounded-lg border border-line bg-surface p-4 sm:p-6"
      >
        {!showPreview ? (
          <p className="text-sm text-ink-muted">Nothing to preview yet.</p>
        ) : (
          <QueryState
            query={preview}
            loadingLabel="Rendering preview"
            skeleton={<Skeletons shapes={['h-6 w-2/3', 'h-4 w-full', 'h-4 w-5/6']} />}
            errorTitle="The preview could not be rendered"
            retry={false}
          >
            {(rendered) => <PostBody html={rendered.content_html} />}
          </QueryState>
        )}
      </TabsContent>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </Tabs>
  );
}
