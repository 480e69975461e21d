import { CsvSyntaxError, readCsv, writeCsv, type CsvRow } from './csv';
import { CYCLE_MESSAGES, cycleDayCreateSchema, type CycleDayCreate } from './cycle';

/** Column order of an export; an import reads columns by name, so any order and subset with `date` works. */
export const CYCLE_CSV_COLUMNS = [
  'date',
  'flow',
  'temperature',
  'symptoms',
  'cervical_mucus',
  'lh_test',
  'intercourse',
  'medication_taken',
  'notes',
  'temperature_disturbed',
] as const;
/** Header names wearable thermometers use for the reading. */
const TEMPERATURE_ALIASES = ['temperature', 'temp', 'temp_c', 'bbt', 'temperature_c', 'basal_temperature'];
const BOOLEAN_COLUMNS = ['intercourse', 'medication_taken', 'temperature_disturbed'] as const;

export type CycleCsvError = { line: number; message: string };
export type CycleCsvResult = { days: CycleDayCreate[]; errors: CycleCsvError[] };

const parseBoolean = (v: string): unknown => {
  const t = v.trim().toLowerCase();
  if (t === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(t)) return true;
  if (['false', 'no', 'n', '0'].includes(t)) return false;
  return v;
};
/** A number in °C; readings of 90–110 are taken as °F, which some thermometers export. */
const parseTemperature = (v: string): unknown => {
  const t = v.trim().replace(',', '.');
  if (t === '') return undefined;
  const n = Number(t);
  if (!Number.isFinite(n)) return v;
  return n >= 90 && n <= 110 ? Math.round((((n - 32) * 5) / 9) * 100) / 100 : n;
};
const optionalText = (v: string | undefined): string | undefined => {
  const t = v?.trim();
  return t ? t : undefined;
};

/**
 * Parses a Fertilia export or a plain `date,temperature` file. Returns the valid days and an error for
 * each bad line (1-based line numbers, the header being line 1); dates repeated in the file are errors.
 */
export function parseCycleCsv(text: string): CycleCsvResult {
  let rows: CsvRow[];
  try {
    rows = readCsv(text).filter((row) => row.cells.some((c) => c.trim() !== ''));
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { days: [], errors: [{ line: error.line, message: error.reason }] };
  }
  const errors: CycleCsvError[] = [];
  const days: CycleDayCreate[] = [];
  const header = rows[0];
  if (!header) return { days, errors: [{ line: 1, message: 'The file is empty' }] };
  const names = header.cells.map((c) => c.trim().toLowerCase());
  const col = (name: string) => names.indexOf(name);
  const dateCol = col('date');
  const tempCol = names.findIndex((n) => TEMPERATURE_ALIASES.includes(n));
  if (dateCol < 0)
    return { days, errors: [{ line: header.line, message: 'The header needs a date column' }] };
  const seen = new Map<string, number>();
  for (const row of rows.slice(1)) {
    const cell = (i: number) => (i >= 0 ? row.cells[i] : undefined);
    const raw: Record<string, unknown> = { date: cell(dateCol)?.trim() };
    if (tempCol >= 0) raw.temperature = parseTemperature(cell(tempCol) ?? '');
    raw.flow = optionalText(cell(col('flow')))?.toLowerCase();
    const symptoms = optionalText(cell(col('symptoms')));
    if (symptoms)
      raw.symptoms = symptoms
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean);
    raw.cervical_mucus = optionalText(cell(col('cervical_mucus')))?.toLowerCase();
    raw.lh_test = optionalText(cell(col('lh_test')))?.toLowerCase();
    raw.notes = optionalText(cell(col('notes')));
    for (const name of BOOLEAN_COLUMNS) raw[name] = parseBoolean(cell(col(name)) ?? '');
    for (const k of Object.keys(raw)) if (raw[k] === undefined) delete raw[k];
    const parsed = cycleDayCreateSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || 'row';
      errors.push({ line: row.line, message: `${field}: ${issue?.message ?? 'invalid'}` });
      continue;
    }
    const first = seen.get(parsed.data.date);
    if (first !== undefined) {
      errors.push({
        line: row.line,
        message: `${CYCLE_MESSAGES.importDuplicateDate} (also on line ${first})`,
      });
      continue;
    }
    seen.set(parsed.data.date, row.line);
    days.push(parsed.data);
  }
  return { days, errors };
}

type ExportableDay = Pick<CycleDayCreate, (typeof CYCLE_CSV_COLUMNS)[number]>;

/** One header line and one line per day, in the order given; parseCycleCsv reads it back unchanged. */
export function toCycleCsv(days: readonly ExportableDay[]): string {
  const rows = days.map((d) => [
    d.date,
    d.flow,
    d.temperature === null ? '' : String(d.temperature),
    d.symptoms.join(';'),
    d.cervical_mucus ?? '',
    d.lh_test ?? '',
    String(d.intercourse),
    String(d.medication_taken),
    d.notes,
    String(d.temperature_disturbed),
  ]);
  return writeCsv(rows, CYCLE_CSV_COLUMNS);
}
