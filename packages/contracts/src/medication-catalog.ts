import type { DoseUnit, MedicationRoute } from './medications';

/**
 * Common drugs of fertility treatment, for the medication form's name list: the generic name, the brand names
 * clinics in the UK and Europe prescribe it under, and how it is usually given, so choosing one fills in the
 * route and unit (she can change both; any other name may be typed). Not advice on dose.
 */
export interface CatalogMedication {
  generic: string;
  brands: readonly string[];
  route: MedicationRoute;
  unit: DoseUnit;
  /** What it is for, in plain words. */
  use: string;
}

export const MEDICATION_CATALOG: readonly CatalogMedication[] = [
  {
    generic: 'follitropin alfa',
    brands: ['Gonal-f', 'Ovaleap', 'Bemfola'],
    route: 'subcutaneous',
    unit: 'IU',
    use: 'Stimulates the ovaries (FSH)',
  },
  {
    generic: 'follitropin beta',
    brands: ['Puregon'],
    route: 'subcutaneous',
    unit: 'IU',
    use: 'Stimulates the ovaries (FSH)',
  },
  {
    generic: 'follitropin delta',
    brands: ['Rekovelle'],
    route: 'subcutaneous',
    unit: 'mcg',
    use: 'Stimulates the ovaries (FSH)',
  },
  {
    generic: 'menotropin',
    brands: ['Menopur', 'Meriofert'],
    route: 'subcutaneous',
    unit: 'IU',
    use: 'Stimulates the ovaries (FSH and LH)',
  },
  {
    generic: 'lutropin alfa',
    brands: ['Luveris'],
    route: 'subcutaneous',
    unit: 'IU',
    use: 'Adds LH to stimulation',
  },
  {
    generic: 'follitropin alfa and lutropin alfa',
    brands: ['Pergoveris'],
    route: 'subcutaneous',
    unit: 'IU',
    use: 'Stimulates the ovaries (FSH and LH)',
  },
  {
    generic: 'cetrorelix',
    brands: ['Cetrotide'],
    route: 'subcutaneous',
    unit: 'mg',
    use: 'Prevents early ovulation (antagonist)',
  },
  {
    generic: 'ganirelix',
    brands: ['Orgalutran', 'Fyremadel'],
    route: 'subcutaneous',
    unit: 'mcg',
    use: 'Prevents early ovulation (antagonist)',
  },
  {
    generic: 'triptorelin',
    brands: ['Decapeptyl', 'Gonapeptyl'],
    route: 'subcutaneous',
    unit: 'mg',
    use: 'Down-regulation or trigger (agonist)',
  },
  {
    generic: 'buserelin',
    brands: ['Suprefact'],
    route: 'nasal',
    unit: 'spray',
    use: 'Down-regulation (agonist)',
  },
  {
    generic: 'nafarelin',
    brands: ['Synarel'],
    route: 'nasal',
    unit: 'spray',
    use: 'Down-regulation (agonist)',
  },
  {
    generic: 'leuprorelin',
    brands: ['Prostap', 'Lupron'],
    route: 'subcutaneous',
    unit: 'mg',
    use: 'Down-regulation (agonist)',
  },
  {
    generic: 'choriogonadotropin alfa (hCG)',
    brands: ['Ovitrelle'],
    route: 'subcutaneous',
    unit: 'mcg',
    use: 'Trigger injection before egg collection',
  },
  {
    generic: 'human chorionic gonadotropin (hCG)',
    brands: ['Pregnyl', 'Choragon'],
    route: 'intramuscular',
    unit: 'IU',
    use: 'Trigger injection before egg collection',
  },
  {
    generic: 'progesterone',
    brands: ['Cyclogest', 'Utrogestan', 'Lubion', 'Crinone', 'Lutigest'],
    route: 'vaginal',
    unit: 'mg',
    use: 'Supports the womb lining after transfer',
  },
  {
    generic: 'progesterone in oil',
    brands: ['Gestone'],
    route: 'intramuscular',
    unit: 'mg',
    use: 'Supports the womb lining after transfer',
  },
  {
    generic: 'dydrogesterone',
    brands: ['Duphaston'],
    route: 'oral',
    unit: 'mg',
    use: 'Supports the womb lining after transfer',
  },
  {
    generic: 'estradiol valerate',
    brands: ['Progynova'],
    route: 'oral',
    unit: 'mg',
    use: 'Builds the womb lining (frozen transfer)',
  },
  {
    generic: 'estradiol',
    brands: ['Evorel', 'Estradot', 'Oestrogel'],
    route: 'transdermal',
    unit: 'application',
    use: 'Builds the womb lining (frozen transfer)',
  },
  { generic: 'letrozole', brands: ['Femara'], route: 'oral', unit: 'mg', use: 'Induces ovulation' },
  { generic: 'clomifene', brands: ['Clomid'], route: 'oral', unit: 'mg', use: 'Induces ovulation' },
  {
    generic: 'metformin',
    brands: ['Glucophage'],
    route: 'oral',
    unit: 'mg',
    use: 'Insulin resistance, PCOS',
  },
  {
    generic: 'cabergoline',
    brands: ['Dostinex'],
    route: 'oral',
    unit: 'mg',
    use: 'Lowers prolactin; lowers the risk of OHSS',
  },
  { generic: 'folic acid', brands: [], route: 'oral', unit: 'mcg', use: 'Before and in early pregnancy' },
  { generic: 'vitamin D (colecalciferol)', brands: [], route: 'oral', unit: 'IU', use: 'Supplement' },
  { generic: 'low-dose aspirin', brands: [], route: 'oral', unit: 'mg', use: 'Blood flow, as prescribed' },
  {
    generic: 'enoxaparin',
    brands: ['Clexane', 'Inhixa'],
    route: 'subcutaneous',
    unit: 'mg',
    use: 'Prevents blood clots',
  },
  { generic: 'prednisolone', brands: [], route: 'oral', unit: 'mg', use: 'Steroid, as prescribed' },
  { generic: 'dexamethasone', brands: [], route: 'oral', unit: 'mg', use: 'Steroid, as prescribed' },
  { generic: 'levothyroxine', brands: ['Eltroxin'], route: 'oral', unit: 'mcg', use: 'Thyroid' },
  { generic: 'doxycycline', brands: [], route: 'oral', unit: 'mg', use: 'Antibiotic around egg collection' },
];

/** The name the form writes when she picks an entry: the brand with its generic, or the generic alone. */
export const catalogName = (entry: CatalogMedication, brand?: string): string =>
  brand ? `${brand} (${entry.generic})` : entry.generic;

/** One line of the name list: an entry under one of its names. */
export interface CatalogMatch {
  entry: CatalogMedication;
  /** The brand she searched by, when it was a brand. */
  brand?: string;
  name: string;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Entries whose generic or brand name contains what she typed (accents, case and punctuation ignored), names
 * that start with it first; a brand match is offered under the brand. An empty query lists every generic.
 */
export function searchMedicationCatalog(query: string, limit = 8): CatalogMatch[] {
  const q = fold(query);
  const starts: CatalogMatch[] = [];
  const contains: CatalogMatch[] = [];
  for (const entry of MEDICATION_CATALOG) {
    const names: (string | undefined)[] = [undefined, ...entry.brands];
    for (const brand of names) {
      const label = fold(brand ?? entry.generic);
      const match = { entry, brand, name: catalogName(entry, brand) };
      if (q === '') {
        if (brand === undefined) starts.push(match);
      } else if (label.startsWith(q) || label.split(' ').some((word) => word.startsWith(q)))
        starts.push(match);
      else if (label.includes(q)) contains.push(match);
    }
  }
  return [...starts, ...contains].slice(0, limit);
}

/** The entry a saved name came from (typed names have none), to suggest its route and unit. */
export function findCatalogMedication(name: string): CatalogMedication | undefined {
  const n = fold(name);
  return MEDICATION_CATALOG.find(
    (entry) =>
      fold(entry.generic) === n ||
      entry.brands.some((brand) => fold(brand) === n || fold(catalogName(entry, brand)) === n),
  );
}
