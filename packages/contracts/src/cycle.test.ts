import { describe, expect, it } from 'vitest';
import {
  CYCLE_MESSAGES,
  CYCLE_DAYS_PAGE_SIZE,
  CsvSyntaxError,
  cycleDayCreateSchema,
  cycleDayRangeQuery,
  cycleDayUpdateSchema,
  cycleImportSchema,
  cycleRemindersUpdateSchema,
  isInsufficientCycleDataError,
  MESSAGES,
  parseCycleCsv,
  toCycleCsv,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('cycle day rules (spec 02 §3, §5)', () => {
  it('fills an entry from its date alone, temperature left unmeasured', () => {
    expect(cycleDayCreateSchema.parse({ date: '2026-03-01' })).toEqual({
      date: '2026-03-01',
      flow: 'none',
      symptoms: [],
      temperature: null,
      temperature_disturbed: false,
      cervical_mucus: null,
      lh_test: null,
      intercourse: false,
      medication_taken: false,
      notes: '',
    });
  });

  it('stores spotting as light and rounds temperatures to hundredths', () => {
    const day = cycleDayCreateSchema.parse({ date: '2026-03-01', flow: 'spotting', temperature: 36.456 });
    expect(day.flow).toBe('light');
    expect(day.temperature).toBe(36.46);
  });

  it('refuses bad dates, flows, symptoms, temperatures, mucus, LH results and long notes', () => {
    const base = { date: '2026-03-01' };
    expect(firstMessage(cycleDayCreateSchema.safeParse({ date: '01/03/2026' }))).toBe(MESSAGES.dateFormat);
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, flow: 'gushing' }))).toBe(
      CYCLE_MESSAGES.flowInvalid,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, symptoms: ['sneezing'] }))).toBe(
      CYCLE_MESSAGES.symptomInvalid,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, temperature: 43 }))).toBe(
      CYCLE_MESSAGES.temperatureRange,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, temperature: '36.5' }))).toBe(
      CYCLE_MESSAGES.temperatureNumber,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, cervical_mucus: 'wet' }))).toBe(
      CYCLE_MESSAGES.mucusInvalid,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, lh_test: 'maybe' }))).toBe(
      CYCLE_MESSAGES.lhInvalid,
    );
    expect(firstMessage(cycleDayCreateSchema.safeParse({ ...base, notes: 'x'.repeat(1001) }))).toBe(
      CYCLE_MESSAGES.notesTooLong,
    );
  });

  it('needs at least one field to update', () => {
    expect(firstMessage(cycleDayUpdateSchema.safeParse({}))).toBe(MESSAGES.atLeastOneField);
    expect(cycleDayUpdateSchema.parse({ flow: 'heavy' })).toEqual({ flow: 'heavy' });
  });

  it('pages 100 days by default and wants the range in order', () => {
    expect(cycleDayRangeQuery.parse({}).limit).toBe(CYCLE_DAYS_PAGE_SIZE);
    expect(firstMessage(cycleDayRangeQuery.safeParse({ limit: '101' }))).toBe(MESSAGES.limitRange);
    expect(
      firstMessage(cycleDayRangeQuery.safeParse({ start_date: '2026-03-02', end_date: '2026-03-01' })),
    ).toBe(CYCLE_MESSAGES.endBeforeStart);
  });

  it('imports 1 to 1000 days with distinct dates', () => {
    expect(firstMessage(cycleImportSchema.safeParse({ days: [] }))).toBe(CYCLE_MESSAGES.importEmpty);
    const twice = [{ date: '2026-03-01' }, { date: '2026-03-01' }];
    expect(firstMessage(cycleImportSchema.safeParse({ days: twice }))).toBe(
      CYCLE_MESSAGES.importDuplicateDate,
    );
  });

  it('holds reminders to 0–7 days and needs one field', () => {
    expect(firstMessage(cycleRemindersUpdateSchema.safeParse({ period_days_before: 8 }))).toBe(
      CYCLE_MESSAGES.reminderDaysRange,
    );
    expect(firstMessage(cycleRemindersUpdateSchema.safeParse({}))).toBe(MESSAGES.atLeastOneField);
  });

  it('takes an IANA time zone name for reminders, in its usual spelling, and nothing else', () => {
    expect(cycleRemindersUpdateSchema.parse({ time_zone: 'europe/dublin' })).toEqual({
      time_zone: 'Europe/Dublin',
    });
    expect(cycleRemindersUpdateSchema.parse({ time_zone: 'UTC' })).toEqual({ time_zone: 'UTC' });
    for (const time_zone of ['Nowhere/Special', '+01:00', '', 7])
      expect(firstMessage(cycleRemindersUpdateSchema.safeParse({ time_zone }))).toBe(
        CYCLE_MESSAGES.timeZoneInvalid,
      );
  });

  it('recognises the silent insufficient-data answer', () => {
    expect(isInsufficientCycleDataError(CYCLE_MESSAGES.insufficientData)).toBe(true);
    expect(isInsufficientCycleDataError('Cycle day not found')).toBe(false);
  });
});

describe('cycle CSV', () => {
  it('reads its own export back unchanged, notes with commas, quotes and newlines included', () => {
    const days = [
      cycleDayCreateSchema.parse({
        date: '2026-03-01',
        flow: 'heavy',
        symptoms: ['cramps', 'fatigue'],
        temperature: 36.35,
        notes: 'Tired, "very"\nslept badly',
        intercourse: true,
      }),
      cycleDayCreateSchema.parse({ date: '2026-03-02', lh_test: 'positive', cervical_mucus: 'egg_white' }),
    ];
    const text = toCycleCsv(days);
    expect(text.split('\n')[0]).toBe(
      'date,flow,temperature,symptoms,cervical_mucus,lh_test,intercourse,medication_taken,notes,temperature_disturbed',
    );
    expect(parseCycleCsv(text)).toEqual({ days, errors: [] });
  });

  it('reads a wearable date,temperature file, converting °F', () => {
    const { days, errors } = parseCycleCsv('Date,Temp\n2026-03-01,36.42\n2026-03-02,97.7\n');
    expect(errors).toEqual([]);
    expect(days.map((d) => [d.date, d.temperature, d.flow])).toEqual([
      ['2026-03-01', 36.42, 'none'],
      ['2026-03-02', 36.5, 'none'],
    ]);
  });

  it('reports each bad line with its number and keeps the good ones', () => {
    const text = 'date,temperature\n2026-03-01,36.4\n2026-13-01,36.5\n2026-03-03,hot\n2026-03-01,36.6\n';
    const { days, errors } = parseCycleCsv(text);
    expect(days).toHaveLength(1);
    expect(errors).toEqual([
      { line: 3, message: `date: ${MESSAGES.dateFormat}` },
      { line: 4, message: `temperature: ${CYCLE_MESSAGES.temperatureNumber}` },
      { line: 5, message: `${CYCLE_MESSAGES.importDuplicateDate} (also on line 2)` },
    ]);
  });

  it('refuses a file whose quotes do not pair up, naming the line, rather than reading past it', () => {
    expect(parseCycleCsv('date,notes\n2026-03-01,fine\n2026-03-02,"open\n2026-03-03,x\n')).toEqual({
      days: [],
      errors: [{ line: 3, message: new CsvSyntaxError(3).reason }],
    });
  });

  it('needs a date column', () => {
    expect(parseCycleCsv('day,temp\n1,36.5\n').errors).toEqual([
      { line: 1, message: 'The header needs a date column' },
    ]);
    expect(parseCycleCsv('').errors[0]?.line).toBe(1);
  });
});
