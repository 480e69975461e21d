import {
  EMBRYO_MESSAGES,
  EMBRYO_REVIEW_COMMENT_MAX,
  type EmbryoAnalysis,
  type GradingScale,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useReviewAnalysis } from '../api/review-analysis';
import { invalidMessage } from '../lib/invalid';
import { gradeMessage, reviewFormSchema } from '../lib/review-form';

interface ReviewPanelProps {
  analysis: EmbryoAnalysis;
  scale: GradingScale;
}

/**
 * An expert or doctor confirms the grade (the same one) or corrects it (another on the same scale), and says
 * why; the analysis then shows her grade, and ours stays beside it.
 */
export function ReviewPanel({ analysis, scale }: ReviewPanelProps) {
  const review = useReviewAnalysis();
  const form = useZodForm(reviewFormSchema(scale), {
    defaultValues: { grade: analysis.grade ?? analysis.ai_grade ?? '', comment: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, watch, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const grade = (watch('grade') ?? '').trim().toUpperCase();
  const confirms = grade !== '' && grade === analysis.ai_grade;

  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((settled) =>
        review.mutate(
          { id: analysis.id, review: values },
          {
            onSuccess: (saved) => {
              notify.success(saved.review?.agrees ? 'Grade confirmed' : 'Grade corrected');
              reset({ grade: saved.grade ?? '', comment: '' });
            },
            onError: (error) => {
              notifyError(error, 'Unable to save the review');
              applyServerErrors(error, setError, ['grade', 'comment']);
              const message = invalidMessage(error, 'review');
              if (message) setError('root.serverError', { type: 'server', message });
            },
            onSettled: () => settled(),
          },
        ),
      ),
  );

  return (
    <Card aria-labelledby="embryo-review-title">
      <form onSubmit={onSubmit} noValidate aria-labelledby="embryo-review-title">
        <CardHeader>
          <CardTitle id="embryo-review-title">
            {analysis.review ? 'Review the grade again' : 'Review the grade'}
          </CardTitle>
          <CardDescription>
            Keep the AI grade {analysis.ai_grade} to confirm it, or write the grade you give to correct it.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormError errors={errors} />
          <FormField label="Your grade" required hint={gradeMessage(scale)} error={errors.grade?.message}>
            <Input autoCapitalize="characters" className="max-w-40 uppercase" {...register('grade')} />
          </FormField>
          <FormField
            label="Comment"
            required
            hint={`${EMBRYO_MESSAGES.commentRequired} (up to ${EMBRYO_REVIEW_COMMENT_MAX} characters)`}
            error={errors.comment?.message}
          >
            <Textarea rows={3} maxLength={EMBRYO_REVIEW_COMMENT_MAX} {...register('comment')} />
          </FormField>
          <Button type="submit" loading={isSubmitting} className="self-start">
            {confirms ? 'Confirm the grade' : 'Save the corrected grade'}
          </Button>
        </CardContent>
      </form>
    </Card>
  );
}
