import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { DEFAULT_BOX, chartGeometry, chartShift } from './temperature-chart';

const series = (start: string, temps: number[]) =>
  temps.map((temperature, i) => ({ date: addDays(start, i), temperature }));

// Six low readings (highest 36.5), then three high ones, the third 0.25 above the line.
const CLASSIC = [36.3, 36.4, 36.5, 36.3, 36.4, 36.4, 36.6, 36.6, 36.75, 36.8];

describe('basal temperature shift on the chart (the API’s three-over-six rule)', () => {
  it('marks the first of the higher readings and the cover line of the six before', () => {
    expect(chartShift(series('2025-03-01', CLASSIC))).toEqual({ date: '2025-03-07', coverLine: 36.5 });
  });

  it('needs the third high reading 0.2 °C above the cover line, or a fourth above it (first exception)', () => {
    const lows = [36.3, 36.4, 36.5, 36.3, 36.4, 36.4];
    expect(chartShift(series('2025-03-01', [...lows, 36.6, 36.6, 36.65]))).toBeNull();
    expect(chartShift(series('2025-03-01', [...lows, 36.6, 36.6, 36.65, 36.6]))).toEqual({
      date: '2025-03-07',
      coverLine: 36.5,
    });
  });

  it('lets one reading dip to the cover line when three others rise, the last 0.2 °C over (second exception)', () => {
    const lows = [36.3, 36.4, 36.5, 36.3, 36.4, 36.4];
    expect(chartShift(series('2025-03-01', [...lows, 36.6, 36.5, 36.6, 36.8]))).toEqual({
      date: '2025-03-07',
      coverLine: 36.5,
    });
    expect(chartShift(series('2025-03-01', [...lows, 36.6, 36.5, 36.6, 36.6]))).toBeNull();
  });

  it('needs six readings before the rise', () => {
    expect(chartShift(series('2025-03-01', [36.3, 36.4, 36.3, 36.4, 36.4, 36.7, 36.7, 36.8]))).toBeNull();
    expect(chartShift([])).toBeNull();
  });

  it('leaves disturbed and fever readings out of the detection', () => {
    // Eight low readings, so six remain when two are left out; the rise starts on 9 March.
    const temps = [36.3, 36.4, 36.5, 36.3, 36.4, 36.4, 36.3, 36.4, 36.6, 36.6, 36.75, 36.8];
    const days = series('2025-03-01', temps).map((p) => ({ ...p, disturbed: false }));
    expect(chartShift(days)).toEqual({ date: '2025-03-09', coverLine: 36.5 });
    // A fever among the low readings would otherwise raise the cover line above every later reading.
    days[3] = { ...days[3]!, temperature: 38.2 };
    expect(chartShift(days)).toEqual({ date: '2025-03-09', coverLine: 36.5 });
    // So does a late night's reading, until it is marked disturbed.
    days[4] = { ...days[4]!, temperature: 36.9 };
    expect(chartShift(days)).toBeNull();
    days[4] = { ...days[4]!, disturbed: true };
    expect(chartShift(days)).toEqual({ date: '2025-03-09', coverLine: 36.5 });
  });

  it('reads the days in date order whatever order they come in', () => {
    const shuffled = series('2025-03-01', CLASSIC).reverse();
    expect(chartShift(shuffled)?.date).toBe('2025-03-07');
  });
});

describe('temperature chart geometry', () => {
  const range = { start: '2025-03-01', end: '2025-03-29' };
  const points = series('2025-03-01', CLASSIC);

  it('maps the first and last day of the range to the plot edges', () => {
    const g = chartGeometry(points, range, null);
    const { padding, width } = DEFAULT_BOX;
    expect(g.x('2025-03-01')).toBe(padding.left);
    expect(g.x('2025-03-29')).toBe(width - padding.right);
  });

  it('puts warmer readings higher, inside a domain with room around the readings', () => {
    const g = chartGeometry(points, range, null);
    expect(g.domain[0]).toBeLessThan(36.3);
    expect(g.domain[1]).toBeGreaterThan(36.8);
    expect(g.y(36.8)).toBeLessThan(g.y(36.3));
    expect(g.y(g.domain[1])).toBe(DEFAULT_BOX.padding.top);
    expect(g.y(g.domain[0])).toBe(DEFAULT_BOX.height - DEFAULT_BOX.padding.bottom);
    expect(g.yTicks[0]!.value).toBe(g.domain[0]);
    expect(g.yTicks.at(-1)!.value).toBe(g.domain[1]);
  });

  it('joins the readings in date order and leaves out days outside the range', () => {
    const g = chartGeometry([...points, { date: '2025-04-02', temperature: 40 }], range, null);
    expect(g.dots).toHaveLength(CLASSIC.length);
    expect(g.path.startsWith('M')).toBe(true);
    expect(g.path.match(/L/g)).toHaveLength(CLASSIC.length - 1);
    expect(g.domain[1]).toBeLessThan(38);
  });

  it('draws the cover line and the shift day only when the shift is in view', () => {
    const shift = chartShift(points);
    const g = chartGeometry(points, range, shift);
    expect(g.coverLineY).toBe(g.y(36.5));
    expect(g.shiftX).toBe(g.x('2025-03-07'));
    const later = chartGeometry(points, { start: '2025-03-10', end: '2025-03-20' }, shift);
    expect(later.coverLineY).toBeNull();
    expect(later.shiftX).toBeNull();
  });

  it('keeps a sensible scale with one reading or none', () => {
    const one = chartGeometry([{ date: '2025-03-02', temperature: 36.5 }], range, null);
    expect(one.domain[1] - one.domain[0]).toBeGreaterThanOrEqual(0.8 - 1e-9);
    expect(one.path).toMatch(/^M[\d.]+,[\d.]+$/);
    const none = chartGeometry([], range, null);
    expect(none.path).toBe('');
    expect(none.dots).toEqual([]);
    expect(none.xTicks[0]!.date).toBe('2025-03-01');
  });
});
