import fs from 'node:fs';
import zlib from 'node:zlib';
import { IVF_CAUSES, readCsv, type IvfCause } from '@fertilia/contracts';
import {
  AGE_BANDS,
  AGE_BAND_KNOTS,
  type AgeBand,
  type RegisterProfile,
} from '../../apps/api/src/modules/ivf/model/register-design';

/*
 * The HFEA anonymised register of 2017–2018 (bench/data/README.md): one row per treatment cycle. Which rows
 * count is part of the result, so it is defined here once, and every figure in results.md says how many
 * rows each step kept.
 */

export type RegisterCycle = RegisterProfile & {
  band: AgeBand;
  year: 2017 | 2018;
  liveBirth: 0 | 1;
  /** The register's recorded previous pregnancies (IVF and DI), or null; the CDC formulas ask for them. */
  previousPregnancies: number | null;
  previousLiveBirths: number | null;
};

/** Why a row is left out, in the order the rules are applied. */
export const EXCLUSIONS = {
  notIvf: 'donor insemination (DI), not IVF',
  notTreatmentNow:
    'IVF whose main reason is not treatment now (egg or embryo storage, donation, egg share, undefined)',
  unknownAge: 'age band unknown (999)',
  otherYear: 'a year other than 2017 or 2018',
} as const;
export type Exclusion = keyof typeof EXCLUSIONS;

const CAUSE_COLUMNS: Record<IvfCause, string> = {
  tubal: 'Causes of infertility - tubal disease',
  ovulatory: 'Causes of infertility - ovulatory disorder',
  male_factor: 'Causes of infertility - male factor',
  endometriosis: 'Causes of infertility - endometriosis',
  unexplained: 'Causes of infertility - patient unexplained',
};

/** "0".."5", ">5"; the register's previous cycles. */
const previousCyclesOf = (text: string): number => (text.startsWith('>') ? 6 : Number(text));
/** "", "0".."3", ">3"; null when not recorded. */
const countOrNull = (text: string): number | null =>
  text === '' ? null : text.startsWith('>') ? Number(text.slice(1)) + 1 : Math.round(Number(text));

export type RegisterRead = {
  rows: number;
  excluded: Record<Exclusion, number>;
  cycles: RegisterCycle[];
};

/** Reads the gzipped register and keeps the cycles that count, saying how many each rule left out. */
export function readRegister(file: string): RegisterRead {
  const [header, ...body] = readCsv(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
  const at = new Map(header!.cells.map((name, i) => [name, i]));
  const cell = (row: string[], name: string) => {
    const i = at.get(name);
    if (i === undefined) throw new Error(`the register has no column "${name}"`);
    return row[i] ?? '';
  };
  const excluded: Record<Exclusion, number> = { notIvf: 0, notTreatmentNow: 0, unknownAge: 0, otherYear: 0 };
  const cycles: RegisterCycle[] = [];
  for (const { cells } of body) {
    if (cell(cells, 'Type of treatment - IVF or DI') !== 'IVF') {
      excluded.notIvf++;
      continue;
    }
    if (cell(cells, 'Main reason for producing embroys storing eggs') !== 'Treatment - IVF') {
      excluded.notTreatmentNow++;
      continue;
    }
    const band = cell(cells, 'Patient age at treatment') as AgeBand;
    if (!AGE_BANDS.includes(band)) {
      excluded.unknownAge++;
      continue;
    }
    const year = Number(cell(cells, 'Year of treatment'));
    if (year !== 2017 && year !== 2018) {
      excluded.otherYear++;
      continue;
    }
    const previousLiveBirths = countOrNull(cell(cells, 'Total number of previous live births - IVF or DI'));
    cycles.push({
      band,
      year,
      // The band's own coefficient, whole (register-design.ts).
      age: AGE_BAND_KNOTS[band],
      eggs: cell(cells, 'Egg source') === 'Donor' ? 'donor' : 'own',
      previousCycles: previousCyclesOf(cell(cells, 'Total number of previous IVF cycles')),
      // Blank exactly when there was no earlier treatment (ADR 018): no live birth from it.
      previousLiveBirth: (previousLiveBirths ?? 0) > 0,
      causes: new Set(IVF_CAUSES.filter((cause) => cell(cells, CAUSE_COLUMNS[cause]) === '1')),
      frozen: cell(cells, 'Frozen cycle') === '1.0',
      liveBirth: cell(cells, 'Live birth occurrence') === '1' ? 1 : 0,
      previousPregnancies: countOrNull(cell(cells, 'Total number of previous pregnancies - IVF and DI')),
      previousLiveBirths,
    });
  }
  return { rows: body.length, excluded, cycles };
}
