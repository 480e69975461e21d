import {
  DOCTOR_NOTE_MESSAGES,
  doctorNoteCreateSchema,
  doctorNoteUpdateSchema,
  type DoctorNote,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateDoctorNote, useUpdateDoctorNote } from './api/doctor-notes';
import { amendmentSchema } from './lib/note-schemas';

const FAILED = 'The note was not saved';

interface WriteNoteFormProps {
  patientId: number;
  onDone?: () => void;
}

/** A new note for her patient; she is notified. */
export function WriteNoteForm({ patientId, onDone }: WriteNoteFormProps) {
  const form = useZodForm(doctorNoteCreateSchema, {
    defaultValues: { patient_id: patientId, title: '', content: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = form.formState;
  const create = useCreateDoctorNote();
  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((settled) =>
        create.mutate(values, {
          onSuccess: () => {
            notify.success(DOCTOR_NOTE_MESSAGES.saved);
            reset({ patient_id: patientId, title: '', content: '' });
            onDone?.();
          },
          onError: (error) => {
            notifyError(error, FAILED);
            applyServerErrors(error, setError, ['title', 'content', 'patient_id']);
          },
          onSettled: () => settled(),
        }),
      ),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a note" className="flex flex-col gap-4">
      <FormError errors={errors} title={FAILED} />
      {errors.patient_id?.message ? <p className="text-sm text-danger">{errors.patient_id.message}</p> : null}
      <FormField label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField
        label="Note"
        required
        hint="She reads it on her Treatments page. You can correct or delete it for 24 hours; after that, changes are amendments."
        error={errors.content?.message}
      >
        <Textarea rows={6} {...register('content')} />
      </FormField>
      <Button type="submit" loading={isSubmitting} className="self-start">
        Save note
      </Button>
    </form>
  );
}

interface ChangeNoteFormProps {
  note: DoctorNote;
  /** Within the 24 hours the note is corrected in place; after, the change is an amendment with a reason. */
  amend: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Corrects her note, or amends it (keeping the original) once the 24 hours have passed. */
export function ChangeNoteForm({ note, amend, onDone, onCancel }: ChangeNoteFormProps) {
  const form = useZodForm(amend ? amendmentSchema : doctorNoteUpdateSchema, {
    defaultValues: { title: note.title, content: note.content, reason: '' },
    mode: 'onTouched',
  });
  const { register, handleSubmit, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const update = useUpdateDoctorNote();
  const onSubmit = handleSubmit(
    (values) =>
      new Promise<void>((settled) =>
        update.mutate(
          { id: note.id, body: values },
          {
            onSuccess: () => {
              notify.success(amend ? DOCTOR_NOTE_MESSAGES.amended : DOCTOR_NOTE_MESSAGES.saved);
              onDone();
            },
            onError: (error) => {
              notifyError(error, FAILED);
              applyServerErrors(error, setError, ['title', 'content', 'reason']);
            },
            onSettled: () => settled(),
          },
        ),
      ),
  );
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={amend ? `Amend ${note.title}` : `Edit ${note.title}`}
      className="flex flex-col gap-4"
    >
      <FormError errors={errors} title={FAILED} />
      <FormField label="Title" required error={errors.title?.message}>
        <Input autoComplete="off" {...register('title')} />
      </FormField>
      <FormField label="Note" required error={errors.content?.message}>
        <Textarea rows={6} {...register('content')} />
      </FormField>
      {amend ? (
        <FormField
          label="Reason for the amendment"
          required
          hint="More than 24 hours have passed: the original stays visible to her beside the amendment."
          error={errors.reason?.message}
        >
          <Input autoComplete="off" {...register('reason')} />
        </FormField>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={isSubmitting}>
          {amend ? 'Add amendment' : 'Save changes'}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
