import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EmbryoAnalysis, Role } from '@fertilia/contracts';
import { fakeLiveSocket } from '@/lib/live-socket/fake-socket';
import type { PlanAccess } from '@/lib/plan-access';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { analysis, image } from '../test/fixtures';
import { EMBRYO_PATHS, embryoServer, isEmbryoPath, pathnameOf, queryOf } from '../test/fake-api';
import { installFakeXhr } from '../test/fake-xhr';
import { installObjectUrls } from '../test/object-urls';
import { EmbryoAnalysisPage } from './embryo-analysis';

/** `count` stored analyses, newest (highest id) first. */
const history = (count: number) => Array.from({ length: count }, (_, i) => analysis({ id: count - i }));

function open({
  stored = history(0),
  role = 'expert' as Role,
  access = { kind: 'open' } as PlanAccess,
  path = '/embryo-analysis',
} = {}) {
  signInAs(makeUser({ role, id: role === 'patient' ? 1 : 9 }));
  const fetch = installTestFetch(embryoServer(stored));
  const urls = installObjectUrls();
  const live = fakeLiveSocket();
  const view = renderRoutes(
    [
      {
        path: '/embryo-analysis',
        element: <EmbryoAnalysisPage access={access} connection={live.connection} />,
      },
    ],
    path,
  );
  const listCalls = () =>
    fetch.calls
      .filter((c) => c.method === 'GET' && pathnameOf(c) === EMBRYO_PATHS.analyses)
      .map((c) => queryOf(c).get('skip'));
  return { ...view, fetch, urls, live, listCalls };
}

describe('the analyses so far', () => {
  it('says there are none yet', async () => {
    open();
    expect(
      await screen.findByRole('heading', { name: 'No embryo images yet — upload the first one' }),
    ).toBeInTheDocument();
  });

  it('shows 20 with their picture, grade and confidence, and offers more while a full page came back', async () => {
    const stored = history(23);
    stored[0] = analysis({
      id: 23,
      grade: '3BB',
      review: {
        grade: '3BB',
        agrees: false,
        comment: 'Less expanded.',
        reviewed_by: { id: 9, name: 'Dr Ada Lovelace' },
        reviewed_at: '2026-11-25T09:00:00.000Z',
      },
    });
    const { listCalls, urls } = open({ stored });
    const list = await screen.findByRole('list', { name: 'Embryo analyses' });
    expect(within(list).getAllByRole('link')).toHaveLength(20);
    const first = within(list).getAllByRole('link')[0]!;
    expect(first).toHaveAttribute('href', '/embryo-grading?analysis=23');
    expect(first).toHaveTextContent(/Embryo E23/);
    expect(first).toHaveTextContent(/Hana Sato · Day 5 · Blastocyst \(day 5–7\)/);
    expect(first).toHaveTextContent(/Grade 3BB/);
    expect(within(first).getByRole('img', { name: 'reviewed' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/77% sure/);
    // The thumbnails come through object URLs of the fetched pictures, never a public address.
    await waitFor(() => expect(urls.live.size).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(23));
    expect(listCalls()).toEqual(['0', '20']);
  });

  it('compares two to four analysed embryos of one patient side by side', async () => {
    const stored = [
      analysis({ id: 3 }),
      analysis({ id: 2, grade: '5AA', ai_grade: '5AA', implantation_potential_score: 0.55 }),
      analysis({ id: 1, patient: { id: 2, name: 'Emily Brontë' } }),
    ];
    const { router } = open({ stored });
    const user = userEvent.setup();
    const compare = await screen.findByRole('button', { name: 'Compare side by side' });
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare embryo E3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare embryo E1' }));
    expect(screen.getByText(/Compare embryos of the same patient/)).toBeInTheDocument();
    expect(compare).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Compare embryo E1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compare embryo E2' }));
    await user.click(compare);
    expect(router.state.location.search).toBe('?compare=3,2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Compare embryos' })).toBeInTheDocument();
    const columns = await screen.findAllByRole('heading', { level: 2, name: /^Embryo E/ });
    expect(columns.map((c) => c.textContent)).toEqual(['Embryo E3', 'Embryo E2']);
    const second = columns[1]!.closest('div')!;
    expect(within(second).getByText('Grade').nextSibling).toHaveTextContent('5AA');
    expect(within(second).getByText('Implantation potential').nextSibling).toHaveTextContent('55%');
    // The same measurement rows in each column, so they read across.
    for (const column of columns)
      expect(within(column.closest('div')!).getByText('Inner cell mass area').nextSibling).toHaveTextContent(
        'Not measurable',
      );
  });
});

describe('a new analysis', () => {
  it('moves live from analysing to analysed, then links to its result', async () => {
    const stored: EmbryoAnalysis[] = [];
    const { live } = open({ stored });
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Embryo picture'),
      new File([new Uint8Array(8)], 'e.png', { type: 'image/png' }),
    );
    await user.type(screen.getByRole('textbox', { name: /^Patient age/ }), '36');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Day of development/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Upload and analyse' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    xhr.uploads[0]!.respond(201, image({ id: 40, status: 'uploaded', analysis_id: null }));

    const steps = await screen.findByRole('list', { name: 'Analysis steps' });
    expect(within(steps).getByText('Analysing').closest('li')).toHaveAttribute('aria-current', 'step');
    const socket = await live.opened();
    act(() => socket.fire('connect'));
    act(() =>
      socket.fire('embryo_analysis_update', {
        analysis_id: 100,
        image_id: 40,
        status: 'analyzing',
        progress: 60,
        progress_label: 'Measuring the inner cell mass',
      }),
    );
    expect(await screen.findByText('Measuring the inner cell mass · 60%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Analysis' })).toHaveAttribute('aria-valuenow', '60');

    // The job finished: the stored analysis is done, and the event makes the page read it again.
    stored[0] = analysis({ id: 100, image_id: 40 });
    act(() =>
      socket.fire('embryo_analysis_update', {
        analysis_id: 100,
        image_id: 40,
        status: 'analyzed',
        progress: 100,
        progress_label: 'Done',
      }),
    );
    const result = await screen.findByRole('link', { name: /Open the result/ });
    expect(result).toHaveAttribute('href', '/embryo-grading?analysis=100');
    expect(screen.queryByRole('progressbar', { name: 'Analysis' })).not.toBeInTheDocument();
  });
});

describe('who may use it', () => {
  it('tells a patient without the plan what it is part of, and keeps her analyses readable', async () => {
    open({ role: 'patient', access: { kind: 'needs-plan', planName: 'Complete' }, stored: history(1) });
    expect(
      await screen.findByRole('heading', { name: 'Embryo image analysis is part of the Complete plan' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Embryo picture')).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Embryo analyses' })).toBeInTheDocument();
  });

  it('refuses staff plainly and asks nothing', async () => {
    const { fetch } = open({ role: 'admin' });
    expect(
      await screen.findByRole('heading', { name: 'Embryo analysis is for patients and their experts' }),
    ).toBeInTheDocument();
    expect(fetch.calls.filter((c) => isEmbryoPath(pathnameOf(c)))).toEqual([]);
  });
});
