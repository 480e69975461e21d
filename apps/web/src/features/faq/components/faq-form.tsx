import type { z } from 'zod';
import { FAQ_CATEGORIES, faqInputSchema, type Faq } from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormError } from '@/components/ui/form-error';
import { applyServerErrors } from '@/lib/api-client';
import { useZodForm } from '@/lib/use-zod-form';

type FaqFormOutput = z.output<typeof faqInputSchema>;

interface FaqFormProps {
  faq?: Faq;
  /** Categories in use, offered as suggestions next to the product's own. */
  knownCategories?: readonly string[];
  submitLabel: string;
  pending?: boolean;
  /** Resolves when saved; rejects with the server's error, which is then shown on the fields. */
  onSubmit: (input: FaqFormOutput) => Promise<unknown>;
}

export function FaqForm({ faq, knownCategories = [], submitLabel, pending, onSubmit }: FaqFormProps) {
  const form = useZodForm(faqInputSchema, {
    defaultValues: {
      question: faq?.question ?? '',
      answer: faq?.answer ?? '',
      category: faq?.category ?? '',
      is_active: faq?.is_active ?? true,
    },
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isDirty } = form.formState;
  const suggestions = [...new Set([...FAQ_CATEGORIES, ...knownCategories])].sort();

  const submit = handleSubmit((input) =>
    onSubmit(input).catch((error: unknown) =>
      applyServerErrors(error, setError, ['question', 'answer', 'category', 'is_active']),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <FormError errors={errors} />
      <FormField label="Question" error={errors.question?.message} required>
        <Input {...register('question')} />
      </FormField>
      <FormField
        label="Answer"
        hint="Plain text; blank lines start a new paragraph."
        error={errors.answer?.message}
        required
      >
        <Textarea rows={6} {...register('answer')} />
      </FormField>
      <FormField
        label="Category"
        hint="Pick one or type a new one."
        error={errors.category?.message}
        required
      >
        <Input list="faq-category-suggestions" autoComplete="off" {...register('category')} />
      </FormField>
      <datalist id="faq-category-suggestions">
        {suggestions.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <Checkbox label="Active — shown in the public Help Center" {...register('is_active')} />
      <div className="flex justify-end">
        <Button type="submit" loading={pending} disabled={faq ? !isDirty : false}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
