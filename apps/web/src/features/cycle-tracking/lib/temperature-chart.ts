import { detectTemperatureShift } from '@fertilia/contracts';
import { datesBetween, daysBetween, type IsoDate } from './dates';

export interface TemperaturePoint {
  date: IsoDate;
  temperature: number;
}

/** What the chart draws of a temperature rise: the first higher reading and the cover line under it. */
export interface ChartShift {
  /** The first of the higher temperatures. */
  date: IsoDate;
  /** The highest of the six temperatures before it (°C). */
  coverLine: number;
}

/**
 * The chart's shift from the rise the API's own rule finds (`detectTemperatureShift` in contracts: three
 * over six with both exceptions, disturbed and fever readings left out).
 */
export function chartShift(
  points: readonly (TemperaturePoint & { disturbed?: boolean })[],
): ChartShift | null {
  const shift = detectTemperatureShift(
    points.map((p) => ({ date: p.date, temperature: p.temperature, disturbed: Boolean(p.disturbed) })),
  );
  return shift ? { date: shift.firstHighDate, coverLine: shift.coverLine } : null;
}

export interface ChartBox {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

export const DEFAULT_BOX: ChartBox = {
  width: 640,
  height: 260,
  padding: { top: 16, right: 16, bottom: 36, left: 44 },
};

export interface ChartGeometry {
  /** y domain in °C, low to high, on 0.1 °C steps. */
  domain: [number, number];
  x: (date: IsoDate) => number;
  y: (temperature: number) => number;
  /** SVG path of the readings joined in date order ('' with none). */
  path: string;
  dots: { date: IsoDate; temperature: number; cx: number; cy: number }[];
  yTicks: { value: number; y: number }[];
  xTicks: { date: IsoDate; x: number }[];
  coverLineY: number | null;
  shiftX: number | null;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const EPSILON = 1e-9;
const MIN_SPAN = 0.8;

/** Pure geometry of the basal temperature chart: scales, ticks, the line and the cover line and shift. */
export function chartGeometry(
  points: readonly TemperaturePoint[],
  range: { start: IsoDate; end: IsoDate },
  shift: ChartShift | null,
  box: ChartBox = DEFAULT_BOX,
): ChartGeometry {
  const sorted = [...points]
    .filter((p) => p.date >= range.start && p.date <= range.end)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
  const values = sorted.map((p) => p.temperature);
  if (shift) values.push(shift.coverLine);
  let low = values.length ? Math.floor((Math.min(...values) - 0.1) * 10) / 10 : 36.2;
  let high = values.length ? Math.ceil((Math.max(...values) + 0.1) * 10) / 10 : 37.2;
  if (high - low < MIN_SPAN) {
    const grow = (MIN_SPAN - (high - low)) / 2;
    low = Math.floor((low - grow) * 10) / 10;
    high = Math.ceil((high + grow) * 10) / 10;
  }
  low = round1(low);
  high = round1(high);

  const { width, height, padding } = box;
  const innerW = width - padding.left - padding.right;
  const innerH = height - padding.top - padding.bottom;
  const span = Math.max(1, daysBetween(range.start, range.end));
  const x = (date: IsoDate) => padding.left + (daysBetween(range.start, date) / span) * innerW;
  const y = (t: number) => padding.top + ((high - t) / (high - low)) * innerH;

  const dots = sorted.map((p) => ({ ...p, cx: x(p.date), cy: y(p.temperature) }));
  const path = dots.map((d, i) => `${i === 0 ? 'M' : 'L'}${d.cx.toFixed(1)},${d.cy.toFixed(1)}`).join(' ');

  const tickStep = high - low > 1.6 ? 0.4 : 0.2;
  const yTicks: ChartGeometry['yTicks'] = [];
  for (let v = low; v <= high + EPSILON; v = round1(v + tickStep)) yTicks.push({ value: v, y: y(v) });

  const allDays = datesBetween(range.start, range.end);
  const every = allDays.length > 21 ? 7 : allDays.length > 10 ? 3 : 1;
  const xTicks = allDays.filter((_, i) => i % every === 0).map((date) => ({ date, x: x(date) }));

  const inRange = shift && shift.date >= range.start && shift.date <= range.end;
  return {
    domain: [low, high],
    x,
    y,
    path,
    dots,
    yTicks,
    xTicks,
    coverLineY: inRange ? y(shift.coverLine) : null,
    shiftX: inRange ? x(shift.date) : null,
  };
}
