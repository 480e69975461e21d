/**
 * Height and weight live in the medical profile as short texts (spec 02 §5: height 3 to 10 characters,
 * weight 2 to 10), so "sixty" once fitted. They are now a number with its unit, stored as one canonical text
 * the form and the API both read and write: "60 kg", "132.5 lb", "165 cm", "5 ft 5 in".
 */
export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export const HEIGHT_UNITS = ['cm', 'ft'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];

/** Plausible adult ranges: wide enough for everyone who may use a fertility service, narrow enough to catch typos. */
export const WEIGHT_RANGE: Record<WeightUnit, { min: number; max: number }> = {
  kg: { min: 30, max: 300 },
  lb: { min: 66, max: 660 },
};
export const HEIGHT_CM_RANGE = { min: 120, max: 230 };
/** 3 ft 11 in to 7 ft 7 in: the same range as HEIGHT_CM_RANGE, in whole inches. */
export const HEIGHT_INCH_RANGE = { min: 47, max: 91 };

export const MEASURE_MESSAGES = {
  weight: `Weight must be a number from ${WEIGHT_RANGE.kg.min} to ${WEIGHT_RANGE.kg.max} kg or ${WEIGHT_RANGE.lb.min} to ${WEIGHT_RANGE.lb.max} lb, e.g. 60 kg`,
  heightCm: `Height must be a number from ${HEIGHT_CM_RANGE.min} to ${HEIGHT_CM_RANGE.max} cm, e.g. 165 cm`,
  heightFeet: 'Height must be feet and inches from 3 ft 11 in to 7 ft 7 in, e.g. 5 ft 5 in',
  height: `Height must be ${HEIGHT_CM_RANGE.min} to ${HEIGHT_CM_RANGE.max} cm or feet and inches, e.g. 165 cm or 5 ft 5 in`,
} as const;

/** A decimal typed with a comma or a point, at most one decimal place; null for anything else ("sixty"). */
export function readDecimal(text: string): number | null {
  const normal = text.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d)?$/.test(normal)) return null;
  return Number(normal);
}

export interface Weight {
  value: number;
  unit: WeightUnit;
}
export interface Height {
  /** Centimetres, or whole feet when `unit` is ft. */
  value: number;
  unit: HeightUnit;
  /** Inches over the feet (0–11) when `unit` is ft. */
  inches?: number;
}

export const formatWeight = ({ value, unit }: Weight): string => `${value} ${unit}`;
export const formatHeight = (height: Height): string =>
  height.unit === 'cm' ? `${height.value} cm` : `${height.value} ft ${height.inches ?? 0} in`;

export const isPlausibleWeight = ({ value, unit }: Weight): boolean =>
  value >= WEIGHT_RANGE[unit].min && value <= WEIGHT_RANGE[unit].max;
export function isPlausibleHeight(height: Height): boolean {
  if (height.unit === 'cm') return height.value >= HEIGHT_CM_RANGE.min && height.value <= HEIGHT_CM_RANGE.max;
  const inches = height.inches ?? 0;
  if (!Number.isInteger(height.value) || !Number.isInteger(inches) || inches < 0 || inches > 11) return false;
  const total = height.value * 12 + inches;
  return total >= HEIGHT_INCH_RANGE.min && total <= HEIGHT_INCH_RANGE.max;
}

/** "60 kg", "60kg", "132,5 lb" → a weight; a bare number is kilograms. Null when it is not a weight. */
export function parseWeight(text: string): Weight | null {
  const match = /^\s*([\d.,]+)\s*(kg|lb|lbs)?\s*$/i.exec(text);
  const value = match ? readDecimal(match[1]!) : null;
  if (!match || value === null) return null;
  const unit: WeightUnit = match[2]?.toLowerCase().startsWith('lb') ? 'lb' : 'kg';
  return { value, unit };
}

/** "165 cm", "165", "5 ft 5 in", "5'5\"" → a height; a bare number is centimetres. Null otherwise. */
export function parseHeight(text: string): Height | null {
  const metric = /^\s*([\d.,]+)\s*(cm)?\s*$/i.exec(text);
  if (metric) {
    const value = readDecimal(metric[1]!);
    return value === null ? null : { value, unit: 'cm' };
  }
  const imperial = /^\s*(\d)\s*(?:ft|')\s*(?:(\d{1,2})\s*(?:in|")?)?\s*$/i.exec(text);
  if (!imperial) return null;
  return { value: Number(imperial[1]), unit: 'ft', inches: Number(imperial[2] ?? 0) };
}

/** The stored text for typed weight text, or null when it is not a plausible weight. */
export function normaliseWeight(text: string): string | null {
  const weight = parseWeight(text);
  return weight && isPlausibleWeight(weight) ? formatWeight(weight) : null;
}

/** The stored text for typed height text, or null when it is not a plausible height. */
export function normaliseHeight(text: string): string | null {
  const height = parseHeight(text);
  return height && isPlausibleHeight(height) ? formatHeight(height) : null;
}
