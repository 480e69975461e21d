import type { EmbryoAnalysis } from '@fertilia/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TBody, TableHeader, Td, Th, Tr } from '@/components/ui/table';
import { fragmentation, measured, percentOrDash } from '../lib/wording';

/** Spec 02's wording for a multinucleation that one picture cannot show. */
export const NOT_ASSESSABLE = 'Not assessable on this picture';
/** Fragmentation and cell symmetry are read on cleavage-stage embryos (day 2–3), not on a blastocyst. */
const NOT_FOR_STAGE = 'Not measured at this stage';

/**
 * What was measured and what embryologists look at on the day: each measurement with its note (a value that
 * could not be measured says why), then fragmentation, symmetry and multinucleation.
 */
export function MeasurementsCard({ analysis }: { analysis: EmbryoAnalysis }) {
  const assessment = analysis.detailed_assessment;
  if (!assessment) return null;
  return (
    <Card aria-labelledby="embryo-measurements-title">
      <CardHeader>
        <CardTitle id="embryo-measurements-title">Measurements</CardTitle>
        <CardDescription>{assessment.summary}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Table aria-label="Measurements behind the grade">
          <TableHeader
            columns={['Measurement', 'Value', { label: 'Note', className: 'hidden sm:table-cell' }]}
          />
          <TBody>
            {assessment.measurements.map((m) => (
              <Tr key={m.key}>
                <Th
                  scope="row"
                  className="py-3 text-sm font-medium tracking-normal whitespace-normal text-ink normal-case"
                >
                  {m.label}
                  {/* On a phone the note sits under its measurement rather than in a column off screen. */}
                  <span className="mt-0.5 block font-normal text-ink-muted sm:hidden">{m.note}</span>
                </Th>
                <Td className="whitespace-nowrap">{measured(m.value, m.unit) ?? 'Not measurable'}</Td>
                <Td className="hidden min-w-56 text-ink-muted sm:table-cell">{m.note}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-ink-muted">Fragmentation</dt>
            <dd className="text-lg font-semibold text-ink">
              {analysis.fragmentation_percentage === null
                ? NOT_FOR_STAGE
                : fragmentation(analysis.fragmentation_percentage)}
            </dd>
          </div>
          <div className="rounded-lg border border-line p-3">
            <dt className="text-sm text-ink-muted">Symmetry</dt>
            <dd className="text-lg font-semibold text-ink">
              {analysis.symmetry_score === null ? NOT_FOR_STAGE : percentOrDash(analysis.symmetry_score)}
            </dd>
          </div>
          <div className="col-span-2 rounded-lg border border-line p-3 sm:col-span-1">
            <dt className="text-sm text-ink-muted">Multinucleation</dt>
            <dd className="text-lg font-semibold text-ink">
              {analysis.multinucleation_detected === null
                ? NOT_ASSESSABLE
                : analysis.multinucleation_detected
                  ? 'Seen'
                  : 'Not seen'}
            </dd>
            <dd className="mt-1 text-sm text-ink-muted">{assessment.multinucleation_note}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
