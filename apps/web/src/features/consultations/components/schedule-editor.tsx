import { Link } from 'react-router';
import { FormProvider } from 'react-hook-form';
import {
  CONSULTATION_MESSAGES,
  CONSULTATION_TOASTS,
  SLOT_HORIZON_WEEKS,
  expertScheduleUpdateSchema,
  type ExpertSchedule,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useLeaveGuard } from '@/components/ui/discard-draft';
import { FormError } from '@/components/ui/form-error';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { notifyError } from '@/lib/notify-error';
import { useZodForm } from '@/lib/use-zod-form';
import { useSchedule } from '../api/schedule';
import { useSaveSchedule } from '../api/save-schedule';
import { ScheduleExceptions } from './schedule-exceptions';
import { applyNestedServerErrors, toFormValues, toScheduleBody } from './schedule-form-values';
import { ScheduleSettingsFields } from './schedule-settings-fields';
import { ScheduleSlots } from './schedule-slots';
import { ScheduleWeeklyHours } from './schedule-weekly-hours';
import { todayIn } from './schedule-time';

/**
 * The expert's availability on her dashboard: whether she takes appointments, the rules her slots are made
 * from (saved as one form, ADR 013), and her slots one by one.
 */
export function ScheduleEditor() {
  const schedule = useSchedule();
  return (
    <QueryState
      query={schedule}
      loadingLabel="Loading your availability"
      skeleton={<Skeleton className="h-96 rounded-xl" />}
      errorTitle="Unable to load your availability"
    >
      {(data) => (
        <div className="flex flex-col gap-6">
          <AvailabilityCard schedule={data} />
          <ScheduleSlots timeZone={data.time_zone} slotMinutes={data.slot_minutes} />
        </div>
      )}
    </QueryState>
  );
}

function AvailabilityCard({ schedule }: { schedule: ExpertSchedule }) {
  const save = useSaveSchedule();
  const form = useZodForm(expertScheduleUpdateSchema, { defaultValues: toFormValues(schedule) });
  const { handleSubmit, reset, setError, formState } = form;
  const today = todayIn(schedule.time_zone);
  // Hours changed and not saved are asked about before she leaves the dashboard.
  const leave = useLeaveGuard(formState.isDirty && !save.isPending);

  const onSubmit = handleSubmit((values) =>
    save.mutateAsync(toScheduleBody(values)).then(
      (saved) => {
        reset(toFormValues(saved));
        notify.success(CONSULTATION_TOASTS.availabilityUpdated, {
          description: 'Your free slots were updated. Booked visits stay as they are.',
        });
      },
      (error: unknown) => {
        if (!applyNestedServerErrors(error, setError))
          notifyError(error, CONSULTATION_TOASTS.updateFailedTitle);
      },
    ),
  );

  return (
    <Card id="availability" role="region" aria-labelledby="availability-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id="availability-title">Availability</CardTitle>
        <CardDescription>
          When patients can book you. Slots are made from these hours {SLOT_HORIZON_WEEKS} weeks ahead; booked
          visits never move when you change them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {!schedule.is_verified ? (
          <Alert tone="warning" title="Patients cannot see you yet">
            <p>{CONSULTATION_MESSAGES.notVerified} You can prepare your hours meanwhile.</p>
            <Button asChild size="sm" variant="secondary" className="mt-3">
              <Link to="/verification">Go to verification</Link>
            </Button>
          </Alert>
        ) : null}
        <FormProvider {...form}>
          <form id="schedule-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
            <FormError errors={formState.errors} title={CONSULTATION_TOASTS.updateFailedTitle} />
            <ScheduleSettingsFields savedZone={schedule.time_zone} currency={schedule.currency} />
            <ScheduleWeeklyHours />
            <ScheduleExceptions today={today} />
          </form>
        </FormProvider>
      </CardContent>
      <CardFooter className="flex-wrap justify-end">
        {formState.isDirty ? (
          <p className="mr-auto text-sm text-ink-muted" role="status">
            You have unsaved changes.
          </p>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          disabled={!formState.isDirty || save.isPending}
          onClick={() => reset()}
        >
          Discard changes
        </Button>
        <Button type="submit" form="schedule-form" loading={save.isPending}>
          Save availability
        </Button>
      </CardFooter>
      {leave.dialog}
    </Card>
  );
}
