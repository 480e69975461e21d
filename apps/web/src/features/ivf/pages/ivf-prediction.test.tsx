import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { prediction } from '../test/fixtures';
import { IVF_PATHS, ivfServer, pathnameOf, queryOf } from '../test/fake-api';
import { IvfPredictionPage } from './ivf-prediction';

/** `count` stored estimates, newest (highest id) first. */
const history = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    prediction({ id: count - i, inputs: { ...prediction().inputs, age: 30 + (i % 10) } }),
  );

function open(stored = history(0)) {
  signInAs(makeUser({ role: 'patient' }));
  const fetch = installTestFetch(ivfServer(stored));
  renderRoutes(
    [{ path: '/ivf-prediction', element: <IvfPredictionPage access={{ kind: 'open' }} /> }],
    '/ivf-prediction',
  );
  const listCalls = () =>
    fetch.calls
      .filter((c) => c.method === 'GET' && pathnameOf(c) === IVF_PATHS.predictions)
      .map((c) => queryOf(c).get('skip'));
  return { fetch, listCalls };
}

describe('earlier estimates', () => {
  it('says there are none yet', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'No estimates yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows 20, offers more while a full page came back, and links each to its page', async () => {
    const { listCalls } = open(history(23));
    const list = await screen.findByRole('list', { name: 'Earlier estimates' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/ivf-prediction/23');
    expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      /^One cycle: 23%, likely between 21% and 25%\./,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(listCalls()).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('puts a new estimate at the top of the history and shows it in full', async () => {
    open(history(2));
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Earlier estimates' });
    await user.type(screen.getByRole('textbox', { name: /^Age/ }), '36');
    await user.type(screen.getByRole('textbox', { name: /^AMH$/ }), '1.8');
    await user.type(screen.getByRole('textbox', { name: /^FSH/ }), '7');
    await user.click(screen.getByRole('button', { name: 'Estimate my chance' }));
    expect(await screen.findByRole('heading', { name: 'Your estimate' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Earlier estimates' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', '/ivf-prediction/102');
  });
});

describe('how far to trust the estimate', () => {
  it('draws the calibration by predicted chance and by age, and explains the scores in words', async () => {
    open();
    const deciles = await screen.findByRole('img', {
      name: /^Predicted against observed live-birth rates by tenths of predicted chance: 10 groups/,
    });
    expect(deciles).toBeInTheDocument();
    expect(
      screen.getByText(/when we say 30%, about 30 in 100 such cycles ended in a live birth/),
    ).toBeInTheDocument();
    expect(screen.getByText(/0 is perfect, lower is better/)).toBeInTheDocument();
    expect(screen.getByText(/0.5 is a coin toss/)).toBeInTheDocument();
    expect(
      screen.getByText(/our Brier score is 0.168 and the CDC's is 0.181 \(ours is closer to what happened\)/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'By age' }));
    expect(await screen.findByRole('img', { name: /by age band: 5 groups/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Calibration by age band' })).getAllByRole('row'),
    ).toHaveLength(6);
  });
});
