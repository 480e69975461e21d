import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitPeer, type OutgoingSignal, type PeerState } from './visit-peer';

/*
 * A minimal RTCPeerConnection that keeps the signalling state as the standard does for the calls the
 * perfect-negotiation pattern makes; jsdom has no WebRTC.
 */
class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  remoteDescriptions: { type: RTCSdpType; sdp?: string }[] = [];
  candidates: RTCIceCandidateInit[] = [];
  restarts = 0;
  closed = false;
  senders: { track: unknown; replaceTrack: ReturnType<typeof vi.fn> }[] = [];
  transceivers: [string, RTCRtpTransceiverInit][] = [];
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((e: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: ((e: { track: unknown }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  constructor(readonly config: RTCConfiguration) {}
  addTrack(track: unknown) {
    const sender = { track, replaceTrack: vi.fn(() => Promise.resolve()) };
    this.senders.push(sender);
    return sender;
  }
  addTransceiver(kind: string, init: RTCRtpTransceiverInit) {
    this.transceivers.push([kind, init]);
  }
  async setLocalDescription() {
    const answering = this.signalingState === 'have-remote-offer';
    this.localDescription = {
      type: answering ? 'answer' : 'offer',
      sdp: answering ? 'my answer' : 'my offer',
    };
    this.signalingState = answering ? 'stable' : 'have-local-offer';
  }
  async setRemoteDescription(description: { type: RTCSdpType; sdp?: string }) {
    this.remoteDescriptions.push(description);
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  get remoteDescription() {
    return this.remoteDescriptions.at(-1) ?? null;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    this.candidates.push(candidate);
  }
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.closed = true;
  }
  become(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.onconnectionstatechange?.();
  }
}

beforeEach(() => {
  vi.stubGlobal(
    'MediaStream',
    class {
      constructor(readonly tracks: unknown[]) {}
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function peer(polite: boolean, tracks = { audio: {} as MediaStreamTrack, video: {} as MediaStreamTrack }) {
  let pc: FakePeerConnection | undefined;
  const sent: OutgoingSignal[] = [];
  const states: PeerState[] = [];
  const remote: unknown[] = [];
  const visit = new VisitPeer(
    {
      polite,
      iceServers: [{ urls: 'stun:stun.example.org' }],
      send: (s) => sent.push(s),
      onRemoteStream: (stream) => remote.push(stream),
      onState: (s) => states.push(s),
      createPeerConnection: (config) => (pc = new FakePeerConnection(config)) as unknown as RTCPeerConnection,
      disconnectedGraceMs: 3000,
    },
    tracks,
    {} as MediaStream,
  );
  return { visit, pc: pc!, sent, states, remote };
}

describe('VisitPeer', () => {
  it('offers when negotiation is needed and sends its candidates, with the configured ICE servers', async () => {
    const { pc, sent } = peer(false);
    expect(pc.config.iceServers).toEqual([{ urls: 'stun:stun.example.org' }]);
    expect(pc.senders).toHaveLength(2);
    pc.onnegotiationneeded!();
    await vi.waitFor(() => expect(sent).toEqual([{ description: { type: 'offer', sdp: 'my offer' } }]));
    pc.onicecandidate!({ candidate: { toJSON: () => ({ candidate: 'c1', sdpMid: '0' }) } });
    pc.onicecandidate!({ candidate: null });
    expect(sent.at(-1)).toEqual({ candidate: { candidate: 'c1', sdpMid: '0' } });
    expect(sent).toHaveLength(2);
  });

  it('on colliding offers, the impolite side keeps its own and the polite side answers the other', async () => {
    const impolite = peer(false);
    impolite.pc.onnegotiationneeded!();
    await vi.waitFor(() => expect(impolite.pc.signalingState).toBe('have-local-offer'));
    await impolite.visit.receive({ description: { type: 'offer', sdp: 'their offer' } });
    expect(impolite.pc.remoteDescriptions).toEqual([]);
    // A candidate that comes before any remote description waits for one, then applies.
    await impolite.visit.receive({ candidate: { candidate: 'c' } });
    expect(impolite.pc.candidates).toEqual([]);
    await impolite.visit.receive({ description: { type: 'answer', sdp: 'their answer' } });
    expect(impolite.pc.candidates).toEqual([{ candidate: 'c' }]);

    // The polite side never makes a connection's first offer: it answers the expert's.
    const polite = peer(true);
    polite.pc.onnegotiationneeded!();
    await Promise.resolve();
    expect(polite.sent).toEqual([]);
    await polite.visit.receive({ description: { type: 'offer', sdp: 'their offer' } });
    expect(polite.sent.at(-1)).toEqual({ description: { type: 'answer', sdp: 'my answer' } });
    // Later, her own renegotiation collides with theirs: she gives way and answers.
    polite.pc.onnegotiationneeded!();
    await vi.waitFor(() => expect(polite.pc.signalingState).toBe('have-local-offer'));
    await polite.visit.receive({ description: { type: 'offer', sdp: 'their second offer' } });
    expect(polite.pc.remoteDescriptions.at(-1)).toEqual({ type: 'offer', sdp: 'their second offer' });
    expect(polite.sent.at(-1)).toEqual({ description: { type: 'answer', sdp: 'my answer' } });
    await polite.visit.receive({ candidate: { candidate: 'c2' } });
    expect(polite.pc.candidates).toEqual([{ candidate: 'c2' }]);
  });

  it('restarts ICE when the connection fails, or stays disconnected past the grace time', async () => {
    vi.useFakeTimers();
    const { pc, states } = peer(true);
    pc.become('connected');
    pc.become('disconnected');
    expect(states.slice(-2)).toEqual(['connected', 'reconnecting']);
    vi.advanceTimersByTime(2999);
    expect(pc.restarts).toBe(0);
    vi.advanceTimersByTime(1);
    expect(pc.restarts).toBe(1);
    pc.become('connected');
    pc.become('disconnected');
    pc.become('connected');
    vi.advanceTimersByTime(5000);
    expect(pc.restarts).toBe(1);
    pc.become('failed');
    expect(pc.restarts).toBe(2);
    pc.become('connecting');
    expect(states.at(-1)).toBe('reconnecting');
  });

  it('swaps a device on its sender, receives without a camera, and hands on the other side’s tracks', async () => {
    const { visit, pc, remote, states } = peer(false, {
      audio: {} as MediaStreamTrack,
      video: null as never,
    });
    expect(pc.senders).toHaveLength(1);
    expect(pc.transceivers).toEqual([['video', { direction: 'recvonly' }]]);
    const microphone = {} as MediaStreamTrack;
    await visit.replaceTrack('audio', microphone, {} as MediaStream);
    expect(pc.senders[0]!.replaceTrack).toHaveBeenCalledWith(microphone);
    pc.ontrack!({ track: 'their audio' });
    pc.ontrack!({ track: 'their video' });
    expect(remote.at(-1)).toEqual({ tracks: ['their audio', 'their video'] });
    visit.close();
    expect(pc.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
  });
});
