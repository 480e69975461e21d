import type { Transaction } from '../../../db/client';
import type { Context } from '../../../http/context';

/**
 * Tells the patient a note was written or amended, in the writer's transaction. The text names the author
 * and never quotes the note: e-mail is a less private place than the app.
 */
export async function noticeNote(
  tx: Context & { db: Transaction },
  { patientId, authorName, kind }: { patientId: number; authorName: string; kind: 'written' | 'amended' },
): Promise<void> {
  await tx.notifications.notify(
    {
      userId: patientId,
      type: 'doctor_note',
      title: kind === 'written' ? 'A new note from your care team' : 'A note from your care team was amended',
      message:
        kind === 'written'
          ? `${authorName} wrote a note for you. Open Treatments to read it.`
          : `${authorName} amended a note for you; the original is kept beside it.`,
      link: '/treatments?tab=notes',
    },
    tx.db,
  );
}
