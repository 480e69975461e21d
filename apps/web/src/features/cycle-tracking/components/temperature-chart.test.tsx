import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { formatDate, formatTemperature } from '@/lib/format';
import { addDays } from '../lib/dates';
import { TemperatureChart } from './temperature-chart';

const points = [36.3, 36.4, 36.5, 36.3, 36.4, 36.4, 36.6, 36.6, 36.75].map((temperature, i) => ({
  date: addDays('2025-03-01', i),
  temperature,
  disturbed: i === 1,
}));

describe('temperature chart', () => {
  it('draws the cover line and the shift, and describes them for screen readers', () => {
    const { container } = render(
      <TemperatureChart
        points={points}
        range={{ start: '2025-03-01', end: '2025-03-28' }}
        shift={{ date: '2025-03-07', coverLine: 36.5 }}
      />,
    );
    // Dates and temperatures are written in the browser's locale (lib/format), so the name is written so too.
    const day = (iso: string) => formatDate(iso, 'dayMonth');
    const chart = screen.getByRole('img', {
      name: new RegExp(`^Basal temperature from ${day('2025-03-01')} to ${day('2025-03-28')} `),
    });
    expect(chart).toHaveAccessibleName(
      `Basal temperature from ${day('2025-03-01')} to ${day('2025-03-28')} 9 readings. Temperature rose on ` +
        `${day('2025-03-07')}, above the cover line of ${formatTemperature(36.5, 2)}.`,
    );
    expect(within(chart as unknown as HTMLElement).getByText('Cover line')).toBeInTheDocument();
    expect(within(chart as unknown as HTMLElement).getByText('Shift')).toBeInTheDocument();
    expect(container.querySelectorAll('circle')).toHaveLength(9);
    // The disturbed reading is drawn hollow.
    expect(container.querySelectorAll('circle.fill-surface')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Temperature readings' });
    expect(within(table).getAllByRole('row')).toHaveLength(10);
    expect(within(table).getByText('first reading of the rise')).toBeInTheDocument();
    expect(within(table).getByText('disturbed')).toBeInTheDocument();
  });

  it('says so when there is no rise yet', () => {
    render(
      <TemperatureChart
        points={points.slice(0, 4)}
        range={{ start: '2025-03-01', end: '2025-03-28' }}
        shift={null}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/No sustained temperature rise detected/);
    expect(screen.queryByText('Cover line')).not.toBeInTheDocument();
  });
});
