import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IVF_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  consultationsApi,
  ivfApi,
  pathOf,
  type IvfPrediction,
} from '@fertilia/contracts';
import { installTestFetch, jsonResponse, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { prediction } from '../test/fixtures';
import { PredictionFormCard } from './prediction-form';

const toasts = spyOnToasts();
const CREATE = pathOf(ivfApi.create);
const PATIENTS = pathOf(consultationsApi.patients);

const patient = (id: number, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  avatar_url: null,
  date_of_birth: null,
  appointment_count: 2,
  last_visit_at: null,
  next_visit_at: null,
});

/** The form on its own, the API answering a POST with `answer` and the patient list with two patients. */
function open({
  professional = false,
  answer = (request: RecordedRequest) => jsonResponse(201, prediction({ ...(request.body as object) })),
}: { professional?: boolean; answer?: (request: RecordedRequest) => Response } = {}) {
  signInAs(makeUser({ role: professional ? 'expert' : 'patient' }));
  const fetch = installTestFetch((request) => {
    const path = new URL(request.url, 'http://x').pathname;
    if (path === CREATE && request.method === 'POST') return answer(request);
    if (path === PATIENTS)
      return jsonResponse(200, {
        results: [patient(21, 'Mary Shelley'), patient(22, 'Emily Brontë')],
        count: 2,
        skip: 0,
        limit: 100,
      });
    return jsonResponse(404, { detail: 'Not found' });
  });
  const onCreated = vi.fn<(prediction: IvfPrediction) => void>();
  renderRoutes(
    [{ path: '/', element: <PredictionFormCard professional={professional} onCreated={onCreated} /> }],
    '/',
  );
  const posts = () => fetch.calls.filter((c) => c.method === 'POST').map((c) => c.body);
  return { fetch, onCreated, posts };
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = (name = 'Estimate my chance') => userEvent.click(screen.getByRole('button', { name }));

describe('the IVF prediction form', () => {
  it('names each required value it is missing, in the contract’s words, and sends nothing', async () => {
    const { posts } = open();
    await submit();
    expect(await screen.findByText(IVF_MESSAGES.age)).toBeInTheDocument();
    expect(screen.getByText(IVF_MESSAGES.amh)).toBeInTheDocument();
    expect(screen.getByText(IVF_MESSAGES.fsh)).toBeInTheDocument();
    expect(field(/^Age/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Age/)).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('checks each value against its range as she leaves the box', async () => {
    open();
    const user = userEvent.setup();
    await user.type(field(/^Age/), '70');
    await user.type(field(/^FSH/), '120');
    await user.type(field(/^AMH$/), '1.8');
    await user.tab();
    expect(await screen.findByText(IVF_MESSAGES.age)).toBeInTheDocument();
    expect(screen.getByText(IVF_MESSAGES.fsh)).toBeInTheDocument();
    expect(screen.queryByText(IVF_MESSAGES.amh)).not.toBeInTheDocument();
    await user.clear(field(/^Age/));
    await user.type(field(/^Age/), '36.5');
    await user.tab();
    // Whole years only.
    expect(screen.getByText(IVF_MESSAGES.age)).toBeInTheDocument();
  });

  it('sends her values with the unit and the optional answers, toasts, and hands the estimate on', async () => {
    const { posts, onCreated } = open();
    const user = userEvent.setup();
    await user.type(field(/^Age/), '36');
    await user.type(field(/^AMH$/), '12,9');
    await user.selectOptions(screen.getByRole('combobox', { name: /^AMH unit/ }), 'pmol/L');
    await user.type(field(/^FSH/), '7');
    await user.click(screen.getByText('More about you (optional)'));
    await user.type(field(/^BMI/), '24.5');
    await user.type(field(/^Previous IVF cycles/), '1');
    const liveBirth = screen.getByRole('group', { name: 'Have you had a live birth before?' });
    await user.click(within(liveBirth).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('radio', { name: 'Donor eggs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tubal disease' }));
    await user.click(screen.getByRole('checkbox', { name: 'Male factor' }));
    await submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledOnce());
    expect(posts()).toEqual([
      {
        age: 36,
        amh_level: 12.9,
        amh_unit: 'pmol/L',
        fsh_level: 7,
        bmi: 24.5,
        previous_ivf_cycles: 1,
        previous_live_birth: false,
        egg_source: 'donor',
        causes: ['tubal', 'male_factor'],
      },
    ]);
    expect(toasts.success).toHaveBeenCalledWith(IVF_MESSAGES.created);
    expect(onCreated.mock.calls[0]![0].one_cycle.probability).toBe(0.2345);
  });

  it('leaves out what she did not say, and opens the optional section when one of its answers is refused', async () => {
    const { posts } = open();
    const user = userEvent.setup();
    await user.type(field(/^Age/), '36');
    await user.type(field(/^AMH$/), '1.8');
    await user.type(field(/^FSH/), '7');
    await user.click(screen.getByText('More about you (optional)'));
    await user.type(field(/^BMI/), '80');
    await user.click(screen.getByText('More about you (optional)'));
    await submit();
    await waitFor(() => expect(screen.getByText(IVF_MESSAGES.bmi)).toBeVisible());
    await user.clear(field(/^BMI/));
    await submit();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      age: 36,
      amh_level: 1.8,
      amh_unit: 'ng/mL',
      fsh_level: 7,
      bmi: null,
      previous_ivf_cycles: null,
      previous_live_birth: null,
      egg_source: 'own',
      causes: [],
    });
  });

  it('shows the server’s refusal in a toast and above the fields', async () => {
    const refusal = SUBSCRIPTION_MESSAGES.notEntitled('IVF prediction');
    open({ answer: () => jsonResponse(403, { detail: refusal }) });
    const user = userEvent.setup();
    await user.type(field(/^Age/), '36');
    await user.type(field(/^AMH$/), '1.8');
    await user.type(field(/^FSH/), '7');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${IVF_MESSAGES.failed}${refusal}`);
    expect(toasts.error).toHaveBeenCalledWith(IVF_MESSAGES.failed, { description: refusal });
  });

  it('puts a value the server refuses under its field', async () => {
    open({
      answer: () =>
        jsonResponse(422, {
          detail: [{ loc: ['body', 'fsh_level'], msg: IVF_MESSAGES.fsh, type: 'value_error' }],
        }),
    });
    const user = userEvent.setup();
    await user.type(field(/^Age/), '36');
    await user.type(field(/^AMH$/), '1.8');
    await user.type(field(/^FSH/), '7');
    await submit();
    expect(await screen.findByText(IVF_MESSAGES.fsh)).toBeInTheDocument();
    expect(field(/^FSH/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks an expert which of her patients the estimate is for, and sends her id', async () => {
    const { posts } = open({ professional: true });
    const user = userEvent.setup();
    const picker = await screen.findByRole('combobox', { name: /^Patient/ });
    await user.type(field(/^Age/), '39');
    await user.type(field(/^AMH$/), '0.9');
    await user.type(field(/^FSH/), '10');
    await submit('Estimate her chance');
    expect(
      await screen.findByText(IVF_MESSAGES.professionalNeedsPatient, { selector: 'p' }),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);
    await user.selectOptions(picker, 'Emily Brontë (emily@example.com)');
    await submit('Estimate her chance');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({ patient_id: 22, age: 39 });
  });
});
