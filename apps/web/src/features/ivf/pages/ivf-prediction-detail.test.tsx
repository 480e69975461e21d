import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IVF_MESSAGES } from '@fertilia/contracts';
import { formatDateTime } from '@/lib/format';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes, screen as stub } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { prediction } from '../test/fixtures';
import { ivfServer } from '../test/fake-api';
import { Component as IvfPredictionDetail } from './ivf-prediction-detail';

function open(url: string) {
  signInAs(makeUser({ role: 'patient' }));
  const stored = prediction({
    id: 11,
    inputs: {
      ...prediction().inputs,
      amh_level: 12.9,
      amh_unit: 'pmol/L',
      amh_ng_ml: 1.806,
      causes: ['tubal', 'endometriosis'],
      previous_live_birth: false,
      bmi: 24.5,
    },
  });
  installTestFetch(ivfServer([stored]));
  return renderRoutes(
    [
      { path: '/ivf-prediction/:predictionId', element: <IvfPredictionDetail /> },
      { path: '/ivf-prediction', element: stub('/ivf-prediction') },
    ],
    url,
  );
}

describe('one earlier estimate', () => {
  it('shows the estimate and the values as she entered them', async () => {
    open('/ivf-prediction/11');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Estimate of ${formatDateTime('2026-11-20T09:30:00.000Z')}`,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^From one IVF cycle: 23%, likely between 21% and 25%/ }),
    ).toBeInTheDocument();
    const values = within(screen.getByRole('region', { name: 'Values entered' }));
    const read = (label: string) => values.getByText(label).nextElementSibling?.textContent;
    expect(read('AMH')).toBe('12.9 pmol/L (1.81 ng/mL)');
    expect(read('FSH')).toBe('7 IU/L');
    expect(read('BMI')).toBe('24.5');
    expect(read('Previous IVF cycles')).toBe('Not said');
    expect(read('Previous live birth')).toBe('No');
    expect(read('Causes of infertility')).toBe('Tubal disease, Endometriosis');
  });

  it('says it is not found when it is someone else’s, and leads back', async () => {
    const { router } = open('/ivf-prediction/12');
    expect(await screen.findByRole('heading', { level: 2, name: IVF_MESSAGES.notFound })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'All estimates' }));
    expect(router.state.location.pathname).toBe('/ivf-prediction');
  });

  it('asks nothing for an address that names no estimate', async () => {
    open('/ivf-prediction/abc');
    expect(await screen.findByRole('heading', { level: 2, name: IVF_MESSAGES.notFound })).toBeInTheDocument();
  });
});
