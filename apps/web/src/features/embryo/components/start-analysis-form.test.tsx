import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMBRYO_IMAGE_MAX_BYTES, EMBRYO_MESSAGES, type EmbryoAnalysis } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { image } from '../test/fixtures';
import { EMBRYO_PATHS, embryoServer, pathnameOf } from '../test/fake-api';
import { installFakeXhr } from '../test/fake-xhr';
import { StartAnalysisForm } from './start-analysis-form';

const picture = (name = 'day5.png', type = 'image/png', size = 2048) => {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function open({ professional = false, answers = {} } = {}) {
  signInAs(makeUser({ role: professional ? 'expert' : 'patient', id: professional ? 9 : 1 }));
  const fetch = installTestFetch(embryoServer([], answers));
  const xhr = installFakeXhr();
  const onStarted = vi.fn<(analysis: EmbryoAnalysis) => void>();
  renderRoutes(
    [{ path: '/', element: <StartAnalysisForm professional={professional} onStarted={onStarted} /> }],
    '/',
  );
  const creates = () =>
    fetch.calls
      .filter((c) => c.method === 'POST' && pathnameOf(c) === EMBRYO_PATHS.analyses)
      .map((c) => c.body);
  return { fetch, xhr, onStarted, creates };
}

const choose = (file: File) =>
  userEvent.upload(screen.getByLabelText('Embryo picture'), file, { applyAccept: false });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Upload and analyse' }));

describe('the embryo upload form', () => {
  it('names what is missing in the contract’s words and sends nothing', async () => {
    const { xhr, creates } = open();
    await submit();
    expect(await screen.findByText(EMBRYO_MESSAGES.fileRequired)).toBeInTheDocument();
    expect(screen.getByText(EMBRYO_MESSAGES.age)).toBeInTheDocument();
    expect(screen.getByText(EMBRYO_MESSAGES.day)).toBeInTheDocument();
    expect(xhr.uploads).toEqual([]);
    expect(creates()).toEqual([]);
  });

  it('refuses a file that is not a JPEG or PNG, or is 10MB or more, before any transfer', async () => {
    const { xhr } = open();
    await choose(picture('embryo.gif', 'image/gif'));
    expect(await screen.findByText(EMBRYO_MESSAGES.fileType)).toBeInTheDocument();
    await choose(picture('huge.jpg', 'image/jpeg', EMBRYO_IMAGE_MAX_BYTES));
    expect(await screen.findByText(EMBRYO_MESSAGES.fileTooLarge)).toBeInTheDocument();
    await choose(picture('fine.jpg', 'image/jpeg', EMBRYO_IMAGE_MAX_BYTES - 1));
    expect(screen.queryByText(EMBRYO_MESSAGES.fileTooLarge)).not.toBeInTheDocument();
    expect(screen.getByText('fine.jpg')).toBeInTheDocument();
    expect(xhr.uploads).toEqual([]);
  });

  it('takes a picture dropped on the zone, checked like a chosen one', async () => {
    open();
    const zone = screen.getByText('Drop a picture of the embryo here').closest('div')!;
    fireEvent.drop(zone, { dataTransfer: { files: [picture('scan.tiff', 'image/tiff')] } });
    expect(await screen.findByText(EMBRYO_MESSAGES.fileType)).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [picture('dropped.jpg', 'image/jpeg')] } });
    expect(await screen.findByText('dropped.jpg')).toBeInTheDocument();
    expect(screen.queryByText(EMBRYO_MESSAGES.fileType)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another picture' })).toBeInTheDocument();
  });

  it('names the stage of the chosen day', async () => {
    open();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Day of development/ }), '3');
    expect(screen.getByText('Stage: Cleavage stage (day 2–3)')).toBeInTheDocument();
  });

  it('shows the upload’s progress, then starts the analysis of the uploaded picture', async () => {
    const { xhr, onStarted, creates } = open({ professional: true });
    const user = userEvent.setup();
    await choose(picture());
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Patient/ }), '2');
    await user.type(screen.getByRole('textbox', { name: /^Embryo label/ }), 'B-07');
    await user.type(screen.getByRole('textbox', { name: /^Patient age/ }), '36');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Day of development/ }), '5');
    await submit();
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const sent = xhr.uploads[0]!;
    expect(sent.url).toBe(EMBRYO_PATHS.upload);
    expect(sent.headers.Authorization).toBe('Bearer a');
    expect(sent.body.get('patient_id')).toBe('2');
    expect(sent.body.get('embryo_id')).toBe('B-07');
    expect((sent.body.get('file') as File).name).toBe('day5.png');

    sent.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(screen.getByText('Uploading the picture… 40%')).toBeInTheDocument();
    sent.respond(201, image({ id: 77, status: 'uploaded', analysis_id: null }));

    await waitFor(() => expect(onStarted).toHaveBeenCalledOnce());
    expect(creates()).toEqual([{ image_id: 77, patient_age: 36, day_of_development: 5 }]);
    expect(onStarted.mock.calls[0]![0].status).toBe('analyzing');
  });

  it('reads a refused upload as spec 02 words it', async () => {
    const { xhr } = open();
    await choose(picture());
    await userEvent.type(screen.getByRole('textbox', { name: /^Patient age/ }), '36');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Day of development/ }), '5');
    await submit();
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    xhr.uploads[0]!.respond(422, {
      detail: [{ loc: ['body', 'file'], msg: EMBRYO_MESSAGES.fileType, type: 'value_error' }],
    });
    expect(
      await screen.findByText(`Invalid embryo image: file: ${EMBRYO_MESSAGES.fileType}`),
    ).toBeInTheDocument();
  });

  it('keeps the uploaded picture when only the analysis is refused, and says why', async () => {
    const refusal = () =>
      jsonResponse(422, {
        detail: [{ loc: ['body', 'patient_age'], msg: EMBRYO_MESSAGES.age, type: 'value_error' }],
      });
    const { xhr, creates } = open({ answers: { [`POST ${EMBRYO_PATHS.analyses}`]: refusal } });
    await choose(picture());
    await userEvent.type(screen.getByRole('textbox', { name: /^Patient age/ }), '36');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Day of development/ }), '5');
    await submit();
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    xhr.uploads[0]!.respond(201, image({ id: 77, status: 'uploaded', analysis_id: null }));
    expect(
      await screen.findByText(`Invalid analysis input: patient_age: ${EMBRYO_MESSAGES.age}`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the analysis' }));
    await waitFor(() => expect(creates()).toHaveLength(2));
    expect(xhr.uploads).toHaveLength(1);
  });
});
