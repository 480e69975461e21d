import { describe, expect, it } from 'vitest';
import { screen as dom, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installTestFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import Quiz from './quiz';

const open = () => renderRoutes([{ path: '/', element: <Quiz /> }], '/');

describe('landing quiz', () => {
  it('asks every question before answering, and says which ones are missing', async () => {
    installTestFetch(() => new Response(null, { status: 500 }));
    open();
    const user = userEvent.setup();
    await user.click(dom.getByRole('radio', { name: 'More than 12 months' }));
    await user.click(dom.getByRole('button', { name: 'See my suggestions' }));
    expect(dom.getByText('Choose your age band')).toBeInTheDocument();
    expect(dom.getByText(/Choose at least one/)).toBeInTheDocument();
    expect(dom.getByText('Choose what would help most')).toBeInTheDocument();
    expect(dom.queryByText('Choose how long you have been trying')).toBeNull();
    // Focus goes to the first unanswered question.
    expect(dom.getByRole('radio', { name: 'Under 35' })).toHaveFocus();
    expect(dom.getByRole('group', { name: '2. How old are you?' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets "None" and conditions exclude each other', async () => {
    installTestFetch(() => new Response(null, { status: 500 }));
    open();
    const user = userEvent.setup();
    const none = dom.getByRole('checkbox', { name: 'None that I know of' });
    const pcos = dom.getByRole('checkbox', { name: /PCOS/ });
    const endo = dom.getByRole('checkbox', { name: 'Endometriosis' });
    await user.click(pcos);
    await user.click(endo);
    expect(pcos).toBeChecked();
    expect(endo).toBeChecked();
    await user.click(none);
    expect(none).toBeChecked();
    expect(pcos).not.toBeChecked();
    expect(endo).not.toBeChecked();
    await user.click(pcos);
    expect(none).not.toBeChecked();
  });

  it('recommends by keyboard alone, keeps answers in the tab and sends nothing', async () => {
    const fetch = installTestFetch(() => new Response(null, { status: 500 }));
    const first = open();
    const user = userEvent.setup();
    // Radios answer to Space and the arrow keys like any native radio group.
    dom.getByRole('radio', { name: 'Less than 6 months' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(dom.getByRole('radio', { name: '6 to 12 months' })).toBeChecked();
    dom.getByRole('radio', { name: '35 to 37' }).focus();
    await user.keyboard(' ');
    dom.getByRole('checkbox', { name: 'Endometriosis' }).focus();
    await user.keyboard(' ');
    dom.getByRole('radio', { name: 'Prepare for fertility treatment' }).focus();
    await user.keyboard(' ');
    // Tab leaves the radio group for the submit button.
    await user.keyboard('{Tab}');
    expect(dom.getByRole('button', { name: 'See my suggestions' })).toHaveFocus();
    await user.keyboard('{Enter}');

    const heading = await dom.findByRole('heading', { name: 'It is a good time to talk to a doctor' });
    // Focus moves on the next frame, once the result has replaced the form.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(dom.getByText(/not a diagnosis/)).toBeInTheDocument();
    const reading = dom.getByRole('region', { name: 'Worth reading next' });
    const links = within(reading).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/knowledge-hub/endometriosis');
    expect(links.length).toBeGreaterThanOrEqual(2);
    const features = dom.getByRole('region', { name: 'Fertilia features for you' });
    // Booking is built (issue 16): a link, not "Arriving soon".
    expect(within(features).getByRole('link', { name: 'Consultations' })).toHaveAttribute(
      'href',
      '/appointments/book',
    );
    expect(dom.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(fetch.calls).toEqual([]);
    expect(sessionStorage.getItem('fertilia.quiz.answers')).toContain('endometriosis');

    // A reload in the same tab shows the result again; Start over forgets it.
    first.unmount();
    open();
    expect(dom.getByRole('heading', { name: 'It is a good time to talk to a doctor' })).toBeInTheDocument();
    await user.click(dom.getByRole('button', { name: 'Start over' }));
    expect(dom.getByRole('button', { name: 'See my suggestions' })).toBeInTheDocument();
    expect(sessionStorage.getItem('fertilia.quiz.answers')).toBeNull();
  });
});
