import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBRYO_MESSAGES, type EmbryoAnalysis, type Role } from '@fertilia/contracts';
import { fakeLiveSocket } from '@/lib/live-socket/fake-socket';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes, screen as stand } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { analysis, assessment } from '../test/fixtures';
import { EMBRYO_PATHS, embryoServer, isEmbryoPath, pathnameOf } from '../test/fake-api';
import { installObjectUrls } from '../test/object-urls';
import { EmbryoGradingPage } from './embryo-grading';

function open({
  stored = [analysis()],
  role = 'expert' as Role,
  path = '/embryo-grading?analysis=11',
}: { stored?: EmbryoAnalysis[]; role?: Role; path?: string } = {}) {
  signInAs(makeUser({ role, id: role === 'patient' ? 1 : 9 }));
  const fetch = installTestFetch(embryoServer(stored));
  const urls = installObjectUrls();
  const live = fakeLiveSocket();
  const view = renderRoutes(
    [
      { path: '/embryo-grading', element: <EmbryoGradingPage connection={live.connection} /> },
      { path: '/embryo-analysis', element: stand('/embryo-analysis') },
    ],
    path,
  );
  const sent = (method: string) =>
    fetch.calls.filter((c) => c.method === method && isEmbryoPath(pathnameOf(c)));
  return { ...view, fetch, urls, sent, stored };
}

describe('the result', () => {
  it('draws the outline over the authenticated picture, with a legend, words for it, and a switch', async () => {
    const { urls, unmount } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Embryo E11' })).toBeInTheDocument();
    const picture = await screen.findByRole('img', { name: 'Embryo E11, day 5' });
    expect(picture.getAttribute('src')).toMatch(/^blob:/);
    const outline = screen.getByRole('img', { name: 'Outline of what the analysis found' });
    expect(outline).toHaveAttribute('viewBox', '0 0 400 300');
    expect(outline.querySelectorAll('polygon')).toHaveLength(4);
    expect(outline).toHaveAccessibleDescription(
      'Outlined on the picture: zona pellucida, embryo, blastocoel (cavity), inner cell mass.',
    );
    const legend = screen.getByRole('list', { name: 'Outline legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Zona pellucida', 'Embryo', 'Blastocoel (cavity)', 'Inner cell mass']);
    await userEvent.click(screen.getByRole('button', { name: 'Hide outline' }));
    expect(screen.queryByRole('img', { name: 'Outline of what the analysis found' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show outline' }));
    expect(screen.getByRole('img', { name: 'Outline of what the analysis found' })).toBeInTheDocument();
    // The picture's object URL is let go of with the page.
    expect(urls.live.size).toBe(1);
    unmount();
    expect(urls.live.size).toBe(0);
  });

  it('explains the grade on its scale and shows what was measured, in words where it could not be', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Grade' })).toBeInTheDocument();
    expect(screen.getByText('AI grade, not reviewed yet')).toBeInTheDocument();
    expect(screen.getByText('Gardner blastocyst grade')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gardner blastocyst grade (day 5–7)' })).toBeInTheDocument();
    expect(
      screen.getByText(/^4AB: an expanded blastocyst with a tightly packed inner cell mass of many cells/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Measurements behind the grade' });
    expect(
      within(table)
        .getByRole('rowheader', { name: /^Inner cell mass area/ })
        .closest('tr'),
    ).toHaveTextContent('Not measurable');
    expect(screen.getByText('Not assessable on this picture')).toBeInTheDocument();
    expect(screen.getByText('Nuclei are not visible in a blastocyst.')).toBeInTheDocument();
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByText(/From published implantation rates by grade/)).toBeInTheDocument();
    expect(screen.queryByText(/Low confidence/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/does not replace the embryologist’s judgement/)).toHaveLength(1);
  });

  it('warns first when the picture is too poor to rely on', async () => {
    open({
      stored: [
        analysis({
          ai_confidence_score: 0.31,
          detailed_assessment: assessment({
            low_confidence: true,
            confidence_note: 'The picture is blurred.',
          }),
        }),
      ],
    });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Low confidence: do not rely on this result');
    expect(warning).toHaveTextContent('The picture is blurred.');
  });

  it('shows a failed analysis’s error and runs it again', async () => {
    const { sent } = open({
      stored: [
        analysis({
          status: 'failed',
          error: 'No embryo was found on the picture',
          detailed_assessment: null,
        }),
      ],
    });
    expect(await screen.findByText('No embryo was found on the picture')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(sent('POST').map((c) => [pathnameOf(c), c.body])).toEqual([
        [EMBRYO_PATHS.analyze, { image_id: 111 }],
      ]),
    );
  });
});

describe('the review', () => {
  it('checks the grade against the analysis’s scale, then saves the correction and says who reviewed it', async () => {
    const { sent } = open();
    const user = userEvent.setup();
    const grade = await screen.findByRole('textbox', { name: /^Your grade/ });
    expect(grade).toHaveValue('4AB');
    expect(screen.getByRole('button', { name: 'Confirm the grade' })).toBeInTheDocument();
    await user.clear(grade);
    await user.type(grade, '7AA');
    await user.click(screen.getByRole('button', { name: 'Save the corrected grade' }));
    expect(
      await screen.findByText(EMBRYO_MESSAGES.gradeGardner, { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(EMBRYO_MESSAGES.commentRequired, { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
    expect(sent('PUT')).toEqual([]);

    await user.clear(grade);
    await user.type(grade, '3bb');
    await user.type(screen.getByRole('textbox', { name: /^Comment/ }), 'The cavity is not yet expanded.');
    await user.click(screen.getByRole('button', { name: 'Save the corrected grade' }));
    await waitFor(() =>
      expect(sent('PUT').map((c) => c.body)).toEqual([
        { grade: '3BB', comment: 'The cavity is not yet expanded.' },
      ]),
    );
    expect(
      await screen.findByRole('heading', { name: /^Reviewed by Dr Ada Lovelace on / }),
    ).toBeInTheDocument();
    expect(screen.getByText('Corrected by a reviewer')).toBeInTheDocument();
    // The implantation estimate follows the reviewed grade, and says so.
    expect(screen.getByText('Estimated from the reviewed grade 3BB and the age of 36.')).toBeInTheDocument();
    expect(screen.getByText('The reviewer corrected the AI grade.')).toBeInTheDocument();
  });

  it('takes an Istanbul grade 1–3 on a cleavage-stage embryo and refuses a Gardner one', async () => {
    open({
      stored: [
        analysis({
          day_of_development: 3,
          development_stage: 'cleavage',
          grade: '2',
          ai_grade: '2',
          detailed_assessment: assessment({
            grading_scale: 'istanbul_cleavage',
            gardner: null,
            istanbul_grade: 2,
          }),
        }),
      ],
    });
    const grade = await screen.findByRole('textbox', { name: /^Your grade/ });
    await userEvent.clear(grade);
    await userEvent.type(grade, '4AB');
    await userEvent.tab();
    expect(
      await screen.findByText(EMBRYO_MESSAGES.gradeIstanbul, { selector: '[id$="-error"]' }),
    ).toBeInTheDocument();
  });

  it('is not offered to a patient, who reads the result', async () => {
    open({ role: 'patient' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Embryo E11' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Your grade/ })).not.toBeInTheDocument();
  });
});

describe('deleting', () => {
  it('asks first, keeps it on Cancel, and deletes and goes back to the list on confirmation', async () => {
    const { sent, router } = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete embryo E11?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the analysis' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/embryo-analysis'));
    expect(sent('DELETE').map(pathnameOf)).toEqual([EMBRYO_PATHS.one(11)]);
  });
});

describe('without an analysis', () => {
  it('explains both scales and lists for an expert what awaits her review', async () => {
    open({
      path: '/embryo-grading',
      stored: [
        analysis({ id: 12 }),
        analysis({
          id: 11,
          review: {
            grade: '4AB',
            agrees: true,
            comment: 'Yes.',
            reviewed_by: { id: 9, name: 'Dr Ada Lovelace' },
            reviewed_at: '2026-11-25T09:00:00.000Z',
          },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Embryo grading' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Gardner · day 5–7' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/Expanded blastocyst\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Istanbul · day 2–3' }));
    expect(await screen.findByText(/Less than 10 % of the embryo is fragments/)).toBeInTheDocument();
    const waiting = await screen.findByRole('list', { name: 'Awaiting review' });
    expect(
      within(waiting)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/embryo-grading?analysis=12']);
  });

  it('says plainly when the analysis is not hers to read', async () => {
    open({ path: '/embryo-grading?analysis=999' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Analysis not found' })).toBeInTheDocument();
  });
});

describe('a clinic’s own model', () => {
  it('shows its answer beside ours, with who validated it', async () => {
    open({
      stored: [
        analysis({
          detailed_assessment: assessment({
            clinic_model: {
              name: 'Clinic blastocyst model',
              version: '2.1',
              validation: 'Validated on 1,200 transfers at the clinic, 2024',
              label: 'good',
              probability: 0.81,
              scores: [
                { label: 'good', probability: 0.81 },
                { label: 'poor', probability: 0.19 },
              ],
            },
          }),
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'The clinic’s model' })).toBeInTheDocument();
    expect(screen.getByText('good · 81%')).toBeInTheDocument();
    expect(
      screen.getByText('Validation: Validated on 1,200 transfers at the clinic, 2024'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'The clinic model’s scores' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });
});
