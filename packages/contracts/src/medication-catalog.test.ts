import { describe, expect, it } from 'vitest';
import { MEDICATION_CATALOG, findCatalogMedication, searchMedicationCatalog } from './medication-catalog';
import { DOSE_UNITS, MEDICATION_NAME_MAX, MEDICATION_ROUTES, medicationInputSchema } from './medications';

describe('medication catalog', () => {
  it('holds only routes and units the medication schema accepts, and names it would store', () => {
    for (const entry of MEDICATION_CATALOG) {
      expect(MEDICATION_ROUTES).toContain(entry.route);
      expect(DOSE_UNITS).toContain(entry.unit);
      for (const match of searchMedicationCatalog(entry.generic, 50)) {
        expect(match.name.length).toBeLessThanOrEqual(MEDICATION_NAME_MAX);
      }
    }
    const first = searchMedicationCatalog('gonal')[0]!;
    const parsed = medicationInputSchema.safeParse({
      name: first.name,
      dose: 150,
      dose_unit: first.entry.unit,
      route: first.entry.route,
      schedule_kind: 'every_day',
      times: ['08:00'],
      start_date: '2026-11-25',
      time_zone: 'Europe/London',
    });
    expect(parsed.success).toBe(true);
  });

  it('finds a drug by a brand, under that brand, and by the generic name', () => {
    expect(searchMedicationCatalog('gonal')[0]).toMatchObject({
      brand: 'Gonal-f',
      name: 'Gonal-f (follitropin alfa)',
      entry: { route: 'subcutaneous', unit: 'IU' },
    });
    expect(searchMedicationCatalog('Utrogestan')[0]!.entry.generic).toBe('progesterone');
    const follitropins = searchMedicationCatalog('follitropin', 20).map((m) => m.entry.generic);
    expect(follitropins).toEqual(expect.arrayContaining(['follitropin alfa', 'follitropin beta']));
  });

  it('ignores case, accents and punctuation, and puts names that start with the query first', () => {
    expect(searchMedicationCatalog('GONAL F')[0]!.brand).toBe('Gonal-f');
    expect(searchMedicationCatalog('clomifène')[0]!.entry.generic).toBe('clomifene');
    const aspirin = searchMedicationCatalog('aspirin');
    expect(aspirin[0]!.entry.generic).toBe('low-dose aspirin');
    expect(searchMedicationCatalog('hcg').map((m) => m.entry.brands[0])).toEqual(
      expect.arrayContaining(['Ovitrelle', 'Pregnyl']),
    );
  });

  it('lists the generic names when nothing is typed, up to the limit, and nothing for an unknown drug', () => {
    expect(searchMedicationCatalog('', 5)).toHaveLength(5);
    expect(searchMedicationCatalog('').every((m) => m.brand === undefined)).toBe(true);
    expect(searchMedicationCatalog('zzzz')).toEqual([]);
  });

  it('recognises a stored name, whether brand, generic or both', () => {
    expect(findCatalogMedication('Menopur')?.generic).toBe('menotropin');
    expect(findCatalogMedication('Cetrotide (cetrorelix)')?.unit).toBe('mg');
    expect(findCatalogMedication('letrozole')?.route).toBe('oral');
    expect(findCatalogMedication('My own tonic')).toBeUndefined();
  });
});
