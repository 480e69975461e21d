import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { VISIT_COMMANDS, VISIT_EVENTS, VISIT_MESSAGES, type VisitInfo } from '@fertilia/contracts';
import { fakeLiveSocket } from '@/lib/live-socket/fake-socket';
import { useVisitCall } from './use-visit-call';

const info: VisitInfo = {
  appointment_id: 7,
  status: 'confirmed',
  side: 'patient',
  other_party: { id: 3, name: 'Erik Lindqvist' },
  starts_at: '2026-12-01T09:00:00Z',
  opens_at: '2026-12-01T08:50:00Z',
  closes_at: '2026-12-01T09:30:00Z',
  is_open: true,
  ice_servers: [],
};
const noMedia = { stream: null, tracks: { audio: null, video: null } };

afterEach(() => vi.unstubAllGlobals());

/** The hook on a fake socket, joined and connected; `answer` plays the server's ack of the last command. */
async function joined() {
  const live = fakeLiveSocket();
  const hook = renderHook(() => useVisitCall(info, noMedia, live.connection));
  expect(hook.result.current.phase).toBe('lobby');
  act(() => hook.result.current.join());
  const socket = await live.opened();
  act(() => socket.fire('connect'));
  expect(socket.emitted.at(-1)).toEqual([VISIT_COMMANDS.join, { appointment_id: 7 }]);
  const answer = async (ack: unknown) => {
    await act(async () => socket.acks.at(-1)!(ack));
  };
  return { hook, socket, answer };
}

describe('useVisitCall', () => {
  it('joins the room when the socket opens, waits for the other party, and ends when the server closes it', async () => {
    const { hook, socket, answer } = await joined();
    expect(hook.result.current.phase).toBe('connecting');
    await answer({ ok: true, side: 'patient', peer_present: false });
    expect(hook.result.current.phase).toBe('waiting');
    act(() => socket.fire(VISIT_EVENTS.closed, { appointment_id: 8, detail: 'another visit' }));
    expect(hook.result.current.phase).toBe('waiting');
    act(() => socket.fire(VISIT_EVENTS.closed, { appointment_id: 7, detail: VISIT_MESSAGES.closed }));
    expect(hook.result.current.phase).toBe('ended');
  });

  it('joins again after the socket reconnects, and says why a join was refused', async () => {
    const { hook, socket, answer } = await joined();
    await answer({ ok: true, side: 'patient', peer_present: false });
    act(() => socket.fire('disconnect', 'transport close'));
    expect(hook.result.current.phase).toBe('reconnecting');
    act(() => socket.fire('connect'));
    expect(socket.emitted.filter(([event]) => event === VISIT_COMMANDS.join)).toHaveLength(2);
    await answer({
      ok: false,
      error: 'A visit can be joined from 10 minutes before its start until its end.',
    });
    expect(hook.result.current.phase).toBe('refused');
    expect(hook.result.current.detail).toMatch(/can be joined/);
  });

  it('leaving tells the server and ends the call on this side', async () => {
    const { hook, socket, answer } = await joined();
    await answer({ ok: true, side: 'patient', peer_present: false });
    act(() => hook.result.current.leave());
    expect(hook.result.current.phase).toBe('left');
    expect(socket.emitted.at(-1)).toEqual([VISIT_COMMANDS.leave, { appointment_id: 7 }]);
  });
});
