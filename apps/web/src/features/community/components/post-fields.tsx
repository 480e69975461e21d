import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { POST_VISIBILITIES, type PostVisibility } from '@fertilia/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TagsInput } from './tags-input';

/** What the post forms hold; the contract's schemas turn it into the request. */
export interface PostFormValues {
  title: string;
  content: string;
  category: string;
  visibility: PostVisibility;
  is_anonymous: boolean;
  tags: string[];
}
export const POST_FORM_FIELDS = [
  'title',
  'content',
  'category',
  'visibility',
  'is_anonymous',
  'tags',
] as const;

export const SUGGESTED_CATEGORIES = [
  'IVF journey',
  'Questions',
  'Support',
  'Success stories',
  'Nutrition and lifestyle',
  'Cycle tracking',
];

/** Why the two choices exclude each other: followers could unmask an anonymous author one follow at a time. */
const ANONYMOUS_IS_PUBLIC = 'Anonymous posts are shown to everyone, so no one can work out who wrote them.';

const VISIBILITY_LABELS: Record<PostVisibility, string> = {
  public: 'Everyone in the community',
  followers: 'Only my followers',
};

interface PostFieldsProps<Output> {
  register: UseFormRegister<PostFormValues>;
  control: Control<PostFormValues, unknown, Output>;
  errors: FieldErrors<PostFormValues>;
  idPrefix: string;
}

export function PostFields<Output>({ register, control, errors, idPrefix }: PostFieldsProps<Output>) {
  const categories = `${idPrefix}-categories`;
  // Anonymous and followers-only are never offered together (the API refuses the pair too).
  const anonymous = useWatch({ control, name: 'is_anonymous' });
  const visibility = useWatch({ control, name: 'visibility' });
  return (
    <>
      <FormField label="Title" error={errors.title?.message} required>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label="What's on your mind?" error={errors.content?.message} required>
        <Textarea rows={6} {...register('content')} />
      </FormField>
      <FormField label="Category" error={errors.category?.message} hint="Pick one or type your own." required>
        <Input autoComplete="off" list={categories} {...register('category')} />
      </FormField>
      <datalist id={categories}>
        {SUGGESTED_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <FormField label="Tags" error={errors.tags?.message} hint="Press Enter or type a comma after each tag.">
        {(controlProps) => (
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                {...controlProps}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </FormField>
      <FormField
        label="Visibility"
        error={errors.visibility?.message}
        hint={anonymous ? ANONYMOUS_IS_PUBLIC : undefined}
      >
        {(controlProps) => (
          <Controller
            control={control}
            name="visibility"
            render={({ field }) => (
              <Select
                {...controlProps}
                name={field.name}
                value={field.value}
                onValueChange={field.onChange}
                options={POST_VISIBILITIES.map((v) => ({
                  value: v,
                  label: VISIBILITY_LABELS[v],
                  disabled: anonymous && v === 'followers',
                }))}
              />
            )}
          />
        )}
      </FormField>
      <Checkbox
        label="Post anonymously"
        hint={
          visibility === 'followers'
            ? 'Only posts shown to everyone can be anonymous.'
            : 'Other members will not see your name or picture.'
        }
        disabled={visibility === 'followers' && !anonymous}
        error={errors.is_anonymous?.message}
        {...register('is_anonymous')}
      />
    </>
  );
}
