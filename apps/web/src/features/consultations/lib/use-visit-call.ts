import { useCallback, useEffect, useRef, useState } from 'react';
import {
  VISIT_COMMANDS,
  VISIT_EVENTS,
  visitJoinAckSchema,
  visitNoticeSchema,
  visitSignalSchema,
  type VisitInfo,
} from '@fertilia/contracts';
import { liveSocket, type LiveSocket } from '@/lib/live-socket';
import { VisitPeer, type LocalTracks, type PeerState } from './visit-peer';

/** Where the visit stands, as the page words it and shows in `data-connection-state`. */
export type VisitPhase =
  | 'lobby'
  | 'waiting'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'ended'
  | 'replaced'
  | 'left'
  | 'refused';

type Ended = { phase: 'ended' | 'replaced' | 'left' | 'refused'; detail?: string } | null;

/**
 * The visit over the tab's socket: joins the room (again after every reconnect), and makes a fresh peer
 * connection each time either side (re)enters, so both negotiate from a clean start; signals go through the
 * socket to the other party only. The patient is the polite peer.
 */
export function useVisitCall(
  info: VisitInfo,
  media: { stream: MediaStream | null; tracks: LocalTracks },
  connection: LiveSocket = liveSocket(),
) {
  const id = info.appointment_id;
  const [joined, setJoined] = useState(false);
  const [seated, setSeated] = useState(false);
  const [everSeated, setEverSeated] = useState(false);
  const [peerPresent, setPeerPresent] = useState(false);
  const [peerState, setPeerState] = useState<PeerState>('closed');
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [ended, setEnded] = useState<Ended>(null);
  const peer = useRef<VisitPeer | null>(null);
  const latestMedia = useRef(media);
  latestMedia.current = media;

  const closePeer = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    setRemoteStream(null);
  }, []);

  const startPeer = useCallback(() => {
    closePeer();
    const send = (signal: object) =>
      connection.request(VISIT_COMMANDS.signal, { appointment_id: id, ...signal }).catch(() => undefined);
    peer.current = new VisitPeer(
      {
        polite: info.side === 'patient',
        iceServers: info.ice_servers,
        send,
        onRemoteStream: setRemoteStream,
        onState: setPeerState,
      },
      latestMedia.current.tracks,
      latestMedia.current.stream,
    );
  }, [closePeer, connection, id, info.ice_servers, info.side]);

  useEffect(() => {
    if (!joined) return;
    let active = true;
    const mine = (payload: unknown) => {
      const notice = visitNoticeSchema.safeParse(payload);
      return notice.success && notice.data.appointment_id === id ? notice.data : null;
    };
    const enter = () =>
      connection.request(VISIT_COMMANDS.join, { appointment_id: id }).then(
        (answer) => {
          if (!active) return;
          const ack = visitJoinAckSchema.safeParse(answer);
          if (!ack.success) return;
          if (!ack.data.ok) {
            closePeer();
            return setEnded({ phase: 'refused', detail: ack.data.error });
          }
          setSeated(true);
          setEverSeated(true);
          setPeerPresent(ack.data.peer_present);
          if (ack.data.peer_present) startPeer();
        },
        () => undefined, // the connection dropped meanwhile: the next 'open' joins again
      );
    const stops = [
      connection.on(VISIT_EVENTS.peerJoined, (payload) => {
        if (!mine(payload)) return;
        setPeerPresent(true);
        startPeer();
      }),
      connection.on(VISIT_EVENTS.peerLeft, (payload) => {
        // Lost connection: keep the call, media may still flow and they will be back; left: they are gone.
        if (mine(payload)?.reason !== 'left') return;
        setPeerPresent(false);
        closePeer();
      }),
      connection.on(VISIT_EVENTS.signal, (payload) => {
        const signal = visitSignalSchema.safeParse(payload);
        if (!signal.success || signal.data.appointment_id !== id) return;
        if (!peer.current) startPeer();
        void peer.current!.receive(signal.data);
      }),
      connection.on(VISIT_EVENTS.closed, (payload) => {
        if (!mine(payload)) return;
        closePeer();
        setEnded({ phase: 'ended' });
      }),
      connection.on(VISIT_EVENTS.replaced, (payload) => {
        if (!mine(payload)) return;
        closePeer();
        setEnded({ phase: 'replaced' });
      }),
    ];
    let wasOpen = false;
    const stateChanged = () => {
      const open = connection.getState() === 'open';
      if (open && !wasOpen) void enter();
      if (!open) setSeated(false);
      wasOpen = open;
    };
    const stopState = connection.onState(stateChanged);
    connection.acquire();
    stateChanged();
    return () => {
      active = false;
      for (const stop of stops) stop();
      stopState();
      if (connection.getState() === 'open')
        connection.request(VISIT_COMMANDS.leave, { appointment_id: id }).catch(() => undefined);
      closePeer();
      connection.release();
    };
  }, [joined, connection, id, startPeer, closePeer]);

  // Another camera or microphone chosen during the call goes onto the same sender.
  const { audio, video } = media.tracks;
  useEffect(() => {
    void peer.current?.replaceTrack('audio', audio ?? null, media.stream);
    void peer.current?.replaceTrack('video', video ?? null, media.stream);
  }, [audio, video, media.stream]);

  const phase: VisitPhase = ended
    ? ended.phase
    : !joined
      ? 'lobby'
      : peerPresent && peerState === 'connected'
        ? 'connected'
        : !seated
          ? everSeated
            ? 'reconnecting'
            : 'connecting'
          : !peerPresent
            ? 'waiting'
            : peerState === 'reconnecting'
              ? 'reconnecting'
              : 'connecting';

  return {
    phase,
    detail: ended?.detail ?? null,
    remoteStream,
    join: () => {
      setEnded(null);
      setEverSeated(false);
      setJoined(true);
    },
    leave: () => {
      setJoined(false);
      setSeated(false);
      setPeerPresent(false);
      setEnded({ phase: 'left' });
    },
  };
}
