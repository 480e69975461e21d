import type { ModerationPerson, ModerationReport, ReportSummary } from '@fertilia/contracts';
import type { PersonRow, QueueGroup, ReportWithReporter } from './queue-repo';

/** "First Last" when given, else the username. */
export const personName = (row: Pick<PersonRow, 'firstName' | 'lastName' | 'username'>): string =>
  [row.firstName, row.lastName]
    .filter((part) => part?.trim())
    .join(' ')
    .trim() || row.username;

/** Staff see the real person behind anonymous content: moderating it means knowing who wrote it. */
export const toPerson = (row: PersonRow): ModerationPerson => ({
  id: row.id,
  username: row.username,
  display_name: personName(row),
  role: row.role,
});

export const toReport = (row: ReportWithReporter): ModerationReport => ({
  id: row.id,
  // A reporter whose account was deleted takes the report with them (cascade); null is defensive only.
  reporter: row.reporter ? toPerson(row.reporter) : null,
  reason: row.reason,
  created_at: row.createdAt.toISOString(),
  decision: row.decision,
  decision_reason: row.decisionReason,
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});

/** The report fields every queue entry carries, whatever was reported. */
export const toSummary = (group: QueueGroup, reports: ReportWithReporter[]): ReportSummary => ({
  report_count: group.reportCount,
  ...(group.trustedCount === null ? {} : { trusted_report_count: group.trustedCount }),
  reports: reports.map(toReport),
  first_reported_at: group.firstAt.toISOString(),
  last_reported_at: group.lastAt.toISOString(),
});
