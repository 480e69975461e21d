import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import {
  CONSULTATION_TOASTS,
  RATING_MAX,
  REVIEW_COMMENT_MAX,
  reviewCreateSchema,
  type Appointment,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/notify';
import { errorDetail, notifyError } from '@/lib/notify-error';
import { useCreateReview } from '../api/create-review';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** A 1–5 star choice as a radio group: arrow keys move, Space or a click chooses. */
function StarRadios({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1.5">
      <legend className="text-sm font-medium text-ink">
        Your rating
        <span className="ml-0.5 text-danger" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="flex items-center gap-1" onMouseLeave={() => setHover(null)}>
        {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((rating) => (
          <label
            key={rating}
            className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus"
            onMouseEnter={() => setHover(rating)}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="peer sr-only"
              aria-invalid={error ? true : undefined}
            />
            <span className="sr-only">
              {rating} star{rating === 1 ? '' : 's'}, {RATING_WORDS[rating - 1]}
            </span>
            <Star
              aria-hidden="true"
              className={cn('size-7', rating <= shown ? 'fill-warning text-warning' : 'text-line-strong')}
            />
          </label>
        ))}
        <span className="ml-2 text-sm text-ink-muted" aria-hidden="true">
          {shown ? RATING_WORDS[shown - 1] : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Rate a completed visit once: stars and an optional comment (spec 02 §5, §8). */
export function ReviewDialog({
  appointment,
  open,
  onOpenChange,
}: {
  appointment: Appointment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateReview();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ rating?: string; comment?: string; root?: string }>({});

  const close = () => {
    setRating(null);
    setComment('');
    setErrors({});
    onOpenChange(false);
  };

  const submit = () => {
    const parsed = reviewCreateSchema.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'comment' ? 'comment' : 'rating';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(
      { id: appointment.id, rating: parsed.data.rating, comment: parsed.data.comment ?? undefined },
      {
        onSuccess: () => {
          notify.success(CONSULTATION_TOASTS.reviewSubmitted, {
            description: CONSULTATION_TOASTS.reviewSubmittedText,
          });
          close();
        },
        onError: (error) => {
          notifyError(error, CONSULTATION_TOASTS.submissionFailed);
          setErrors({ root: errorDetail(error) ?? CONSULTATION_TOASTS.submissionFailed });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <DialogHeading
          title="Rate your visit"
          description={`How was your consultation with ${appointment.expert.name}? Your review is shown with your community name.`}
        />
        <form
          noValidate
          aria-label="Review"
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {errors.root ? (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
              {errors.root}
            </p>
          ) : null}
          <StarRadios value={rating} onChange={setRating} error={errors.rating} />
          <FormField
            label="Comment (optional)"
            hint={`${formatNumber(comment.length)}/${formatNumber(REVIEW_COMMENT_MAX)}`}
            error={errors.comment}
          >
            <Textarea
              rows={4}
              maxLength={REVIEW_COMMENT_MAX}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={create.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={create.isPending}>
              Submit review
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
