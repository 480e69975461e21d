/*
 * One WebRTC connection to the other party of a visit, negotiated with WebRTC's "perfect negotiation"
 * pattern (ADR 014): both sides may make an offer whenever they need to; on a collision the polite side (the
 * patient) rolls hers back and answers, the impolite side ignores the other's offer. A connection that
 * fails, or stays disconnected for a few seconds, is recovered with an ICE restart. The socket carries the
 * signals; this module knows nothing of it.
 */

export type PeerState = 'connecting' | 'connected' | 'reconnecting' | 'closed';

/** What goes to the other party over the signalling channel. */
export type OutgoingSignal =
  { description: { type: RTCSdpType; sdp: string } } | { candidate: RTCIceCandidateInit };
export type IncomingSignal =
  { description: { type: RTCSdpType; sdp?: string } } | { candidate: RTCIceCandidateInit };

export type MediaKind = 'audio' | 'video';
export type LocalTracks = Partial<Record<MediaKind, MediaStreamTrack | null>>;

export type VisitPeerOptions = {
  /** The patient: on an offer collision, she gives way. */
  polite: boolean;
  iceServers: RTCIceServer[];
  send: (signal: OutgoingSignal) => void;
  /** The other party's media, as one stream, each time a track arrives. */
  onRemoteStream: (stream: MediaStream) => void;
  onState: (state: PeerState) => void;
  /** Tests hand in a fake. */
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
  /** How long a 'disconnected' connection may stay so before an ICE restart. */
  disconnectedGraceMs?: number;
};

const DISCONNECTED_GRACE_MS = 4_000;
const KINDS: MediaKind[] = ['audio', 'video'];

export class VisitPeer {
  private readonly pc: RTCPeerConnection;
  private readonly senders = new Map<MediaKind, RTCRtpSender>();
  private readonly remote: MediaStreamTrack[] = [];
  private makingOffer = false;
  private ignoreOffer = false;
  /** Whether a remote description was ever applied: the polite side waits for the first offer. */
  private negotiated = false;
  /** Candidates that came before any remote description (e.g. of an offer we ignored): applied after one. */
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private everConnected = false;
  private closed = false;
  private restartTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly options: VisitPeerOptions,
    tracks: LocalTracks,
    stream: MediaStream | null,
  ) {
    const create = options.createPeerConnection ?? ((config) => new RTCPeerConnection(config));
    const pc = create({ iceServers: options.iceServers });
    this.pc = pc;
    for (const kind of KINDS) {
      const track = tracks[kind];
      // A side without a camera or microphone still receives the other's (an m-line that only receives).
      if (track && stream) this.senders.set(kind, pc.addTrack(track, stream));
      else pc.addTransceiver(kind, { direction: 'recvonly' });
    }
    // The first offer of every connection is the impolite side's (the expert's): both sides start a fresh
    // connection when either enters, and two first offers crossing would make the polite one's candidates
    // arrive where there is no description yet. Later renegotiations may come from either side.
    pc.onnegotiationneeded = () => {
      if (!options.polite || this.negotiated) void this.offer();
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) options.send({ candidate: candidate.toJSON() });
    };
    pc.ontrack = ({ track }) => {
      if (!this.remote.includes(track)) this.remote.push(track);
      options.onRemoteStream(new MediaStream(this.remote));
    };
    pc.onconnectionstatechange = () => this.stateChanged();
    options.onState('connecting');
  }

  /** Applies a description or candidate from the other party. */
  async receive(signal: IncomingSignal): Promise<void> {
    const pc = this.pc;
    if (this.closed) return;
    try {
      if ('description' in signal) {
        const description = signal.description;
        const collision =
          description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
        this.ignoreOffer = !this.options.polite && collision;
        if (this.ignoreOffer) return;
        await pc.setRemoteDescription(description);
        this.negotiated = true;
        await this.applyPendingCandidates();
        if (description.type === 'offer') {
          await pc.setLocalDescription();
          this.sendDescription();
        }
      } else if (!pc.remoteDescription) {
        this.pendingCandidates.push(signal.candidate);
      } else {
        try {
          await pc.addIceCandidate(signal.candidate);
        } catch (error) {
          // Candidates of an offer we ignored (or of the other side's previous connection) do not apply.
          if (!this.ignoreOffer) throw error;
        }
      }
    } catch (error) {
      console.warn('Visit: a signal could not be applied', error);
    }
  }

  private async applyPendingCandidates(): Promise<void> {
    const pending = this.pendingCandidates;
    this.pendingCandidates = [];
    // Those of a connection since replaced do not apply; the rest do.
    for (const candidate of pending) await this.pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /**
   * Puts another camera or microphone on the call, or takes it off (null), without renegotiating when a
   * sender of that kind exists (RTCRtpSender.replaceTrack); otherwise the track is added and negotiated.
   */
  async replaceTrack(kind: MediaKind, track: MediaStreamTrack | null, stream: MediaStream | null) {
    const sender = this.senders.get(kind);
    if (sender) return sender.replaceTrack(track);
    if (track && stream) this.senders.set(kind, this.pc.addTrack(track, stream));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.clearRestart();
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
    this.options.onState('closed');
  }

  private async offer(): Promise<void> {
    try {
      this.makingOffer = true;
      await this.pc.setLocalDescription();
      this.sendDescription();
    } catch (error) {
      console.warn('Visit: an offer could not be made', error);
    } finally {
      this.makingOffer = false;
    }
  }

  private sendDescription(): void {
    const local = this.pc.localDescription;
    if (local) this.options.send({ description: { type: local.type, sdp: local.sdp } });
  }

  private stateChanged(): void {
    const state = this.pc.connectionState;
    if (state === 'connected') {
      this.everConnected = true;
      this.clearRestart();
      return this.options.onState('connected');
    }
    if (state === 'failed') {
      this.options.onState('reconnecting');
      return this.pc.restartIce();
    }
    if (state === 'disconnected') {
      this.options.onState('reconnecting');
      this.clearRestart();
      this.restartTimer = setTimeout(() => {
        if (this.pc.connectionState === 'disconnected') this.pc.restartIce();
      }, this.options.disconnectedGraceMs ?? DISCONNECTED_GRACE_MS);
      return;
    }
    if (state === 'new' || state === 'connecting')
      this.options.onState(this.everConnected ? 'reconnecting' : 'connecting');
  }

  private clearRestart(): void {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
  }
}
