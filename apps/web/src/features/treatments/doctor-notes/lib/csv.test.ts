import { describe, expect, it } from 'vitest';
import { readCsv, type DoctorNote } from '@fertilia/contracts';
import { NOTE_CSV_COLUMNS, doctorNotesCsv } from './csv';

const author = { id: 3, name: 'Dr Jane Smith', role: 'doctor' };
const note: DoctorNote = {
  id: 1,
  patient_id: 7,
  patient_name: 'Ada Lovelace',
  author,
  title: 'Plan, corrected',
  content: 'Start with 150 IU a day,\nfrom day 2.',
  original_title: 'Plan',
  original_content: 'Start with 225 IU a day.',
  amendments: [
    {
      id: 9,
      title: 'Plan, corrected',
      content: 'Start with 150 IU a day,\nfrom day 2.',
      reason: 'The dose was mistyped',
      author,
      created_at: '2026-03-05T10:00:00.000Z',
    },
  ],
  editable_until: '2026-03-03T09:00:00.000Z',
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-05T10:00:00.000Z',
};

describe('the doctor notes export', () => {
  it('writes each note as it stands, its original and its amendments, reading back cell for cell', () => {
    const rows = readCsv(doctorNotesCsv([note]));
    expect(rows[0]!.cells).toEqual([...NOTE_CSV_COLUMNS]);
    expect(rows[1]!.cells).toEqual([
      '2026-03-02T09:00:00.000Z',
      'Ada Lovelace',
      'Dr Jane Smith',
      'doctor',
      'Plan, corrected',
      'Start with 150 IU a day,\nfrom day 2.',
      'Plan',
      'Start with 225 IU a day.',
      '2026-03-05T10:00:00.000Z (Dr Jane Smith): The dose was mistyped',
    ]);
  });
});
