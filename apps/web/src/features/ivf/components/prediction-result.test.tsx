import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/test/render';
import { prediction } from '../test/fixtures';
import { PredictionResult } from './prediction-result';

const show = (overrides: Parameters<typeof prediction>[0] = {}) =>
  renderRoutes([{ path: '/', element: <PredictionResult prediction={prediction(overrides)} /> }], '/');

describe('the estimate', () => {
  it('shows each chance with its interval, in figures and in words', async () => {
    show();
    const card = await screen.findByRole('heading', { name: 'Your estimate' });
    expect(card).toBeInTheDocument();
    expect(screen.getByText('23%')).toBeInTheDocument();
    expect(screen.getByText('likely between 21% and 25%')).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'From one IVF cycle: 23%, likely between 21% and 25%; average for 35–37 26%',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Over three IVF cycles (cumulative): 50%, likely between 46% and 54%',
      }),
    ).toBeInTheDocument();
  });

  it('compares with her age band, names the three factors with their direction and source, and explains', async () => {
    show();
    expect(
      await screen.findByText(
        (_, node) =>
          node?.tagName === 'SPAN' &&
          node.textContent ===
            'For comparison, women aged 35–37 in the register: 26% of 12,840 started cycles ended in a live birth.',
      ),
    ).toBeInTheDocument();
    const factors = within(
      screen.getByRole('region', { name: 'What moved your estimate most' }),
    ).getAllByRole('listitem');
    expect(factors.map((item) => item.textContent)).toEqual([
      'Age 36Lowers your chance (odds × 0.71)from the UK register',
      'AMH 1.8 ng/mLRaises your chance (odds × 1.08)from published studies',
      'FSH 7 IU/LRaises your chance (odds × 1.02)from published studies',
    ]);
    expect(screen.getByText(/about 23 would have a baby/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Good to know' })).getByText(/published studies/),
    ).toBeInTheDocument();
    expect(screen.getByText('Model hfea-2017-logit-1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('warns when the age is past the register and names the expert who computed it', async () => {
    show({ extrapolated: true, computed_by: { id: 4, name: 'Dr Grace Hopper' } });
    expect(await screen.findByRole('alert')).toHaveTextContent("Beyond the register's ages");
    expect(screen.getByText(/Computed by Dr Grace Hopper\./)).toBeInTheDocument();
  });
});
