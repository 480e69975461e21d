import type { ReactNode } from 'react';
import { ROLE_LABELS, type DoctorNote, type Role } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';

const roleLabel = (role: string | null) => (role && role in ROLE_LABELS ? ROLE_LABELS[role as Role] : null);

interface NoteCardProps {
  note: DoctorNote;
  /** The author's buttons (edit, amend, delete), when she is reading her own note. */
  actions?: ReactNode;
  /** Shown in place of the text while she changes it. */
  editor?: ReactNode;
}

/**
 * A note as it stands, by whom and when; under it each amendment with its reason and date, and the original
 * text, which a medical record keeps.
 */
export function NoteCard({ note, actions, editor }: NoteCardProps) {
  const role = roleLabel(note.author.role);
  const amended = note.amendments.length > 0;
  return (
    <article
      aria-labelledby={`note-${note.id}-title`}
      className="rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`note-${note.id}-title`} className="font-semibold text-ink">
            {note.title}
          </h3>
          <p className="text-sm text-ink-muted">
            {note.author.name}
            {role ? `, ${role}` : ''} · {formatDateTime(note.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {amended ? <Badge tone="info">Amended</Badge> : null}
          {actions}
        </div>
      </div>
      {editor ?? <p className="mt-3 whitespace-pre-line text-ink">{note.content}</p>}
      {amended ? (
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-3 text-sm">
          <h4 className="font-semibold text-ink">Amendments</h4>
          <ol className="flex flex-col gap-3">
            {note.amendments.map((a) => (
              <li key={a.id} className="rounded-lg bg-subtle p-3">
                <p className="font-medium text-ink">
                  Amended {formatDateTime(a.created_at)} by {a.author.name}
                </p>
                <p className="text-ink">Reason: {a.reason}</p>
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-strong">This version</summary>
                  <p className="mt-1 font-medium">{a.title}</p>
                  <p className="whitespace-pre-line">{a.content}</p>
                </details>
              </li>
            ))}
          </ol>
          <div className="rounded-lg border border-dashed border-line-strong p-3">
            <p className="font-medium text-ink">Original, written {formatDateTime(note.created_at)}</p>
            <p className="mt-1 font-medium text-ink">{note.original_title}</p>
            <p className="whitespace-pre-line text-ink-muted">{note.original_content}</p>
          </div>
        </div>
      ) : null}
    </article>
  );
}
