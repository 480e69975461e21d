import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CALENDAR_MESSAGES, consultationsApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { appointment } from '../test/fixtures';
import { AppointmentActions } from './appointment-actions';

const toasts = spyOnToasts();
const ICS =
  'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:fertilia-visit-31@localhost\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
const FILE = pathOf(consultationsApi.calendarFile, { id: 31 });

/** What the browser was handed to save: the object URL's blob and the link's file name. */
function watchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { name: string; blob: Blob }[] = [];
  let n = 0;
  // jsdom has no object URLs: the browser's own API, stood in for, not one of ours.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${++n}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void blobs.delete(url));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return { saved, restore: () => click.mockRestore() };
}

/** jsdom's Blob has no text(): read it the way older browsers did. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

function open(overrides: Parameters<typeof appointment>[0], answer: () => Response | Promise<Response>) {
  signInAs(makeUser({ id: 1 }));
  const fetch = installTestFetch((request) =>
    new URL(request.url, 'http://localhost').pathname === FILE
      ? answer()
      : jsonResponse(404, { detail: 'Not found' }),
  );
  const utils = renderRoutes(
    [
      {
        path: '/',
        element: (
          <AppointmentActions
            appointment={appointment(overrides)}
            party="patient"
            zone="UTC"
            now={Date.now()}
          />
        ),
      },
    ],
    '/',
  );
  return { fetch, unmount: utils.unmount };
}

const button = () => screen.findByRole('button', { name: CALENDAR_MESSAGES.addToCalendar });

describe('Add to calendar', () => {
  let saved: ReturnType<typeof watchDownloads>['saved'];
  let restore: () => void;
  beforeEach(() => {
    ({ saved, restore } = watchDownloads());
  });
  afterEach(() => restore());

  it('downloads the visit’s .ics with her token and saves it as a calendar file', async () => {
    const { fetch } = open(
      {},
      () => new Response(ICS, { status: 200, headers: { 'Content-Type': 'text/calendar; charset=utf-8' } }),
    );
    await userEvent.click(await button());
    await waitFor(() => expect(saved).toHaveLength(1));
    const [request] = fetch.calls;
    expect(request!.method).toBe('GET');
    expect(request!.headers.get('Authorization')).toBe('Bearer a');
    expect(saved[0]!.name).toBe('fertilia-visit-31.ics');
    expect(saved[0]!.blob.type).toBe('text/calendar;charset=utf-8');
    expect(await textOf(saved[0]!.blob)).toBe(ICS);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says clearly when the file cannot be had, in the server’s words when it has some', async () => {
    open({}, () => jsonResponse(409, { detail: CALENDAR_MESSAGES.notInCalendar }));
    await userEvent.click(await button());
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(CALENDAR_MESSAGES.downloadFailed, {
        description: CALENDAR_MESSAGES.notInCalendar,
      }),
    );
    expect(saved).toEqual([]);
    expect(await button()).toBeEnabled();
  });

  it('tells her when the network fails', async () => {
    open({}, () => Promise.reject(new TypeError('Failed to fetch')));
    await userEvent.click(await button());
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(toasts.error.mock.calls[0]![0]).toBe(CALENDAR_MESSAGES.downloadFailed);
    expect(saved).toEqual([]);
  });

  it('is offered on a confirmed visit only', async () => {
    // A request she may cancel, and a completed visit she may review: buttons, but no calendar.
    for (const status of ['pending', 'completed'] as const) {
      const { unmount } = open(
        { status, allowed_actions: status === 'pending' ? ['cancel'] : [] },
        () => new Response(ICS),
      );
      await screen.findByRole('group', { name: 'Actions' });
      expect(screen.queryByRole('button', { name: CALENDAR_MESSAGES.addToCalendar })).toBeNull();
      unmount();
    }
  });
});
