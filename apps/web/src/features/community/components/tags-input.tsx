import { useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { POST_TAGS_MAX, POST_TAG_MAX } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { Input } from '@/components/ui/input';
import type { FieldControlProps } from '@/components/ui/form-field';

interface TagsInputProps extends Partial<FieldControlProps> {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
}

/** Tags as chips: Enter or a comma adds the typed tag, each chip has its own remove button. */
export function TagsInput({ value, onChange, onBlur, ...control }: TagsInputProps) {
  const [draft, setDraft] = useState('');
  const full = value.length >= POST_TAGS_MAX;

  const add = () => {
    const tag = draft.trim().replace(/^#/, '').slice(0, POST_TAG_MAX);
    setDraft('');
    if (!tag || full || value.includes(tag)) return;
    onChange([...value, tag]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      {value.length > 0 ? (
        <ul aria-label="Chosen tags" className="flex flex-wrap gap-1.5">
          {value.map((tag) => (
            <li key={tag}>
              <Badge tone="brand" className="py-0 pr-0">
                #{tag}
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => onChange(value.filter((t) => t !== tag))}
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-brand/10 focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Input
        {...control}
        value={draft}
        maxLength={POST_TAG_MAX}
        disabled={full}
        placeholder={full ? `At most ${POST_TAGS_MAX} tags` : 'Type a tag and press Enter'}
        onChange={(event) => {
          const next = event.target.value;
          if (next.endsWith(',')) {
            setDraft(next.slice(0, -1));
            return;
          }
          setDraft(next);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add();
          onBlur?.();
        }}
      />
    </div>
  );
}
