import { useState } from 'react';
import {
  CERVICAL_MUCUS_LABELS,
  CERVICAL_MUCUS_TYPES,
  CYCLE_FLOW_LABELS,
  CYCLE_FLOWS,
  CYCLE_MESSAGES,
  CYCLE_NOTES_MAX,
  CYCLE_SYMPTOM_LABELS,
  CYCLE_SYMPTOMS,
  DEFAULT_TEMPERATURE_C,
  LH_TEST_LABELS,
  LH_TEST_RESULTS,
  TEMPERATURE_MAX_C,
  TEMPERATURE_MIN_C,
  type CycleDay,
} from '@fertilia/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatTemperatureRange } from '@/lib/format';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useDeleteCycleDay } from '../api/delete-cycle-day';
import { useSaveCycleDay } from '../api/save-cycle-day';
import { draftFromDay, draftToBody, type DayDraft } from '../lib/day-draft';
import { ChipButton, ChipFieldset, MultiChips, SingleChips } from './toggle-chips';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const FLOW_OPTIONS = options(CYCLE_FLOWS, CYCLE_FLOW_LABELS);
const SYMPTOM_OPTIONS = options(CYCLE_SYMPTOMS, CYCLE_SYMPTOM_LABELS);
const MUCUS_OPTIONS = options(CERVICAL_MUCUS_TYPES, CERVICAL_MUCUS_LABELS);
const LH_OPTIONS = options(LH_TEST_RESULTS, LH_TEST_LABELS);

interface LogSheetProps {
  /** The day being logged; null closes the sheet. */
  date: string | null;
  /** What was logged that day before, if anything. */
  day: CycleDay | null;
  onClose: () => void;
}

/**
 * The daily log: one tap per field, then Save. Keyed by date only, so each day starts from its own values
 * but the form survives the refetch that follows its own save (its callbacks still run).
 */
export function LogSheet({ date, day, onClose }: LogSheetProps) {
  return (
    <Sheet open={date !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent className="w-full sm:w-[28rem]">
        {date ? <LogForm key={date} date={date} day={day} onClose={onClose} /> : null}
      </SheetContent>
    </Sheet>
  );
}

function LogForm({ date, day, onClose }: { date: string; day: CycleDay | null; onClose: () => void }) {
  const [draft, setDraft] = useState<DayDraft>(() => draftFromDay(day));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const save = useSaveCycleDay();
  const remove = useDeleteCycleDay();
  const set = <K extends keyof DayDraft>(key: K, value: DayDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = draftToBody(date, draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: day?.id ?? null, body: result.body },
      {
        onSuccess: () => {
          notify.success(CYCLE_MESSAGES.daySaved);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.kind === 'validation') setErrors(error.fieldErrors);
          notifyError(error, CYCLE_MESSAGES.saveFailed);
        },
      },
    );
  };

  const onDelete = () => {
    if (!day) return;
    remove.mutate(day.id, {
      onSuccess: () => {
        notify.success(CYCLE_MESSAGES.dayDeletedToast);
        setConfirming(false);
        onClose();
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(error, CYCLE_MESSAGES.deleteFailed);
      },
    });
  };

  const title = `Log ${formatDate(date, 'long')}`;
  return (
    <form onSubmit={onSubmit} noValidate className="flex h-full flex-col" aria-label={title}>
      <SheetHeader className="border-b border-line">
        <SheetTitle>{title}</SheetTitle>
        <SheetDescription>Tap what applies; tap again to clear.</SheetDescription>
      </SheetHeader>
      <div className="flex flex-1 flex-col gap-5 overflow-y-auto p-4">
        <SingleChips
          legend="Flow"
          options={FLOW_OPTIONS}
          value={draft.flow}
          clearable={false}
          onChange={(v) => set('flow', v ?? 'none')}
        />
        <div className="flex flex-col gap-2">
          <FormField
            label="Basal temperature (°C)"
            hint={`Taken on waking, before getting up. ${formatTemperatureRange(TEMPERATURE_MIN_C, TEMPERATURE_MAX_C)}.`}
            error={errors.temperature}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              placeholder={String(DEFAULT_TEMPERATURE_C)}
              value={draft.temperature}
              onChange={(e) => set('temperature', e.target.value)}
              className="max-w-40"
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            <ChipButton
              pressed={draft.temperature_disturbed}
              onToggle={() => set('temperature_disturbed', !draft.temperature_disturbed)}
            >
              Disturbed reading (illness, short night, alcohol)
            </ChipButton>
          </div>
        </div>
        <SingleChips
          legend="Cervical mucus"
          options={MUCUS_OPTIONS}
          value={draft.cervical_mucus}
          onChange={(v) => set('cervical_mucus', v)}
        />
        <SingleChips
          legend="LH test"
          options={LH_OPTIONS}
          value={draft.lh_test}
          onChange={(v) => set('lh_test', v)}
        />
        <MultiChips
          legend="Symptoms"
          options={SYMPTOM_OPTIONS}
          value={draft.symptoms}
          onChange={(v) => set('symptoms', v)}
        />
        {errors.symptoms ? <p className="text-sm font-medium text-danger">{errors.symptoms}</p> : null}
        <ChipFieldset legend="Also today">
          <ChipButton pressed={draft.intercourse} onToggle={() => set('intercourse', !draft.intercourse)}>
            Intercourse
          </ChipButton>
          <ChipButton
            pressed={draft.medication_taken}
            onToggle={() => set('medication_taken', !draft.medication_taken)}
          >
            Medication taken
          </ChipButton>
        </ChipFieldset>
        <FormField label="Notes" error={errors.notes} hint={`Up to ${CYCLE_NOTES_MAX} characters.`}>
          <Textarea
            rows={3}
            maxLength={CYCLE_NOTES_MAX}
            value={draft.notes}
            onChange={(e) => set('notes', e.target.value)}
          />
        </FormField>
        {errors.date || errors.root ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.date ?? errors.root}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-2 border-t border-line p-4">
        {day ? (
          <Button variant="ghost" className="text-danger" onClick={() => setConfirming(true)}>
            Delete day
          </Button>
        ) : null}
        <div className="ml-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${formatDate(date, 'dayMonth')}?`}
        description="Everything logged for this day is removed, and predictions are worked out again."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </form>
  );
}
