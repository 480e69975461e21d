import { useSearchParams } from 'react-router';
import { Stethoscope } from 'lucide-react';
import { isProfessional } from '@fertilia/contracts';
import { MyPatientsPicker } from '@/components/patients/my-patients-picker';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session-context';
import { DoctorNotesPanel } from '../doctor-notes/doctor-notes-panel';
import { LabResultsPanel } from '../lab-results/lab-results-panel';
import { MedicationsPanel } from '../medications/components/medications-panel';
import { TodayDosesCard } from '../medications/components/today-doses-card';

const TABS = ['medications', 'labs', 'notes'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'medications';

/** A patient id from the address, or null when absent or not one. */
const patientOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /treatments: a patient's medications (today's doses first), lab results and doctor notes; an expert or
 * doctor chooses one of her patients and reads them (and writes notes). The tab and the patient are in the
 * address, so a reload or a shared link opens the same view.
 */
export function Component() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  if (!user) return <PageSpinner label="Loading treatments" />;

  const tab = tabOf(params.get('tab'));
  const professional = isProfessional(user.role);
  const patientId = professional ? patientOf(params.get('patient')) : null;
  const change = (key: 'tab' | 'patient', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || (key === 'tab' && value === 'medications')) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: key === 'tab' },
    );

  if (user.role !== 'patient' && !professional)
    return (
      <div className="mx-auto w-full max-w-5xl">
        <PageHeader title="Treatments" />
        <EmptyState
          icon={Stethoscope}
          title="For patients and their professionals"
          description="Treatments hold a patient’s medications, lab results and doctor notes. Only she and the experts and doctors she has a consultation with can open them, so there is nothing here for a staff account."
        />
      </div>
    );

  const tabs = (id: number | null) => (
    <Tabs value={tab} onValueChange={(value) => change('tab', value)}>
      <TabsList aria-label="Treatment records">
        <TabsTrigger value="medications">Medications</TabsTrigger>
        <TabsTrigger value="labs">Lab results</TabsTrigger>
        <TabsTrigger value="notes">Doctor notes</TabsTrigger>
      </TabsList>
      <TabsContent value="medications">
        <MedicationsPanel patientId={id} />
      </TabsContent>
      <TabsContent value="labs">
        <LabResultsPanel patientId={id} />
      </TabsContent>
      <TabsContent value="notes">
        <DoctorNotesPanel patientId={id} />
      </TabsContent>
    </Tabs>
  );

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageHeader
        title="Treatments"
        description={
          professional
            ? 'Your patients’ medications and lab results to read, and your notes for them.'
            : 'Your medications with their reminders, your lab results and your doctors’ notes.'
        }
        className="mb-0"
      />
      {professional ? (
        <>
          <div className="max-w-md">
            <MyPatientsPicker
              value={patientId ?? undefined}
              onChange={(id) => change('patient', id === undefined ? undefined : String(id))}
              placeholder="Choose a patient"
              hint="Her medications and lab results are read-only; every opening is recorded."
              // Her records open once a consultation is agreed or has taken place (ADR 022): the visits behind these dates.
              eligible={(patient) => Boolean(patient.last_visit_at || patient.next_visit_at)}
              noneEligible="Treatment records open once a consultation with you is confirmed."
            />
          </div>
          {patientId === null ? (
            <p className="text-ink-muted">Choose a patient to read her treatment records.</p>
          ) : (
            <>
              <TodayDosesCard key={patientId} patientId={patientId} />
              {tabs(patientId)}
            </>
          )}
        </>
      ) : (
        <>
          <TodayDosesCard patientId={null} />
          {tabs(null)}
        </>
      )}
    </div>
  );
}
