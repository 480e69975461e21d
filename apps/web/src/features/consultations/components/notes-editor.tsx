import { useId } from 'react';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  notesCreateSchema,
  type AppointmentNotes,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { useWarnBeforeUnload } from '@/components/ui/discard-draft';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerErrors } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useCreateNotes } from '../api/create-notes';
import { useUpdateNotes } from '../api/update-notes';
import {
  NOTES_LIMITS,
  SHARED_SUMMARY_HINT,
  SOAP_SECTIONS,
  hasSoapText,
  notesFormValues,
  type NotesFormValues,
} from './notes-fields';

interface NotesEditorProps {
  appointmentId: number;
  /** The visit's note, or null when none was written yet (then saving creates it). */
  notes: AppointmentNotes | null;
  onDone: (saved: AppointmentNotes | null) => void;
}

const FIELDS = ['subjective', 'objective', 'assessment', 'plan', 'shared_summary'];

/** A visit's SOAP note: written once (POST), edited after (PATCH); checked by the contract's schema. */
export function NotesEditor({ appointmentId, notes, onDone }: NotesEditorProps) {
  const id = useId();
  const create = useCreateNotes();
  const update = useUpdateNotes();
  const form = useZodForm(notesCreateSchema, { defaultValues: notesFormValues(notes) });
  const { register, handleSubmit, setError, formState, getValues } = form;
  const errors = formState.errors as Partial<Record<keyof NotesFormValues, { message?: string }>>;
  const pending = create.isPending || update.isPending;
  useWarnBeforeUnload(formState.isDirty);

  const save = handleSubmit(async (body) => {
    const failure = notes ? CONSULTATION_TOASTS.notesUpdateFailed : CONSULTATION_TOASTS.notesAdditionFailed;
    try {
      const saved = notes
        ? await update.mutateAsync({ appointmentId, body })
        : await create.mutateAsync({ appointmentId, body });
      if (!notes) notify.success(CONSULTATION_TOASTS.notesAdded);
      onDone(saved);
    } catch (error) {
      applyServerErrors(error, setError, FIELDS);
      notifyError(error, failure);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        // The contract's "at least one section" rule names no field, so it is said above the form.
        if (!hasSoapText(getValues() as NotesFormValues)) {
          event.preventDefault();
          setError('root.serverError', { message: CONSULTATION_MESSAGES.notesEmpty });
          return;
        }
        void save(event);
      }}
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {notes ? 'Edit visit notes' : 'Write visit notes'}
      </h4>
      <FormError errors={formState.errors} />
      <div className="grid gap-4 md:grid-cols-2">
        {SOAP_SECTIONS.map(({ key, label, hint }) => (
          <FormField key={key} label={label} hint={hint} error={errors[key]?.message}>
            <Textarea rows={4} maxLength={NOTES_LIMITS.section} {...register(key)} />
          </FormField>
        ))}
      </div>
      <FormField
        label="Summary shared with the patient"
        hint={SHARED_SUMMARY_HINT}
        error={errors.shared_summary?.message}
      >
        <Textarea rows={3} maxLength={NOTES_LIMITS.summary} {...register('shared_summary')} />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" disabled={pending} onClick={() => onDone(null)}>
          Cancel
        </Button>
        <Button type="submit" loading={pending}>
          {notes ? 'Save notes' : 'Add notes'}
        </Button>
      </div>
    </form>
  );
}
