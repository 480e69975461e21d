import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaKind } from './visit-peer';

/** Why the camera or microphone is missing, for the sentence the page shows (VISIT_MESSAGES). */
export type MediaProblem = 'denied' | 'no-devices' | 'no-camera' | 'failed' | null;

export type LocalMedia = {
  stream: MediaStream | null;
  tracks: Record<MediaKind, MediaStreamTrack | null>;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string;
  microphoneId: string;
  problem: MediaProblem;
  ready: boolean;
  muted: boolean;
  cameraOff: boolean;
  toggleMute: () => void;
  toggleCamera: () => void;
  /** Uses another camera or microphone: a new track replaces the old one (the call swaps it on its sender). */
  choose: (kind: MediaKind, deviceId: string) => Promise<void>;
  /** Turns camera and microphone off for good (the visit is over): the browser's camera light goes out. */
  stop: () => void;
};

const denied = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError');
const missing = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError');

/** Camera and microphone first; without a camera, sound only; without either, nothing (she can still watch). */
async function openMedia(): Promise<{ stream: MediaStream | null; problem: MediaProblem }> {
  const media = navigator.mediaDevices;
  if (!media?.getUserMedia) return { stream: null, problem: 'failed' };
  try {
    return { stream: await media.getUserMedia({ audio: true, video: true }), problem: null };
  } catch (error) {
    if (denied(error)) return { stream: null, problem: 'denied' };
    try {
      const stream = await media.getUserMedia({ audio: true });
      return { stream, problem: missing(error) ? 'no-camera' : 'failed' };
    } catch (second) {
      if (denied(second)) return { stream: null, problem: 'denied' };
      return { stream: null, problem: missing(error) && missing(second) ? 'no-devices' : 'failed' };
    }
  }
}

const trackOf = (stream: MediaStream | null, kind: MediaKind) =>
  (kind === 'audio' ? stream?.getAudioTracks() : stream?.getVideoTracks())?.[0] ?? null;

/** The member's camera and microphone for the visit: the devices to choose from, the preview, mute and camera off. */
export function useLocalMedia(): LocalMedia {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem>(null);
  const [ready, setReady] = useState(false);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const current = useRef<MediaStream | null>(null);
  const state = useRef({ muted, cameraOff });
  state.current = { muted, cameraOff };

  useEffect(() => {
    let gone = false;
    const listDevices = () =>
      navigator.mediaDevices
        ?.enumerateDevices?.()
        .then((list) => !gone && setDevices(list))
        .catch(() => undefined);
    void openMedia().then(({ stream: opened, problem: why }) => {
      if (gone) return opened?.getTracks().forEach((t) => t.stop());
      current.current = opened;
      setStream(opened);
      setProblem(why);
      setReady(true);
      void listDevices();
    });
    navigator.mediaDevices?.addEventListener?.('devicechange', listDevices);
    return () => {
      gone = true;
      navigator.mediaDevices?.removeEventListener?.('devicechange', listDevices);
      current.current?.getTracks().forEach((t) => t.stop());
      current.current = null;
    };
  }, []);

  const choose = useCallback(async (kind: MediaKind, deviceId: string) => {
    try {
      const constraints = { deviceId: { exact: deviceId } };
      const fresh = await navigator.mediaDevices.getUserMedia(
        kind === 'audio' ? { audio: constraints } : { video: constraints },
      );
      const track = trackOf(fresh, kind)!;
      track.enabled = kind === 'audio' ? !state.current.muted : !state.current.cameraOff;
      const old = current.current;
      const other = trackOf(old, kind === 'audio' ? 'video' : 'audio');
      trackOf(old, kind)?.stop();
      const next = new MediaStream(other ? [other, track] : [track]);
      current.current = next;
      setStream(next);
      if (kind === 'video') setProblem((p) => (p === 'no-camera' ? null : p));
    } catch {
      setProblem('failed');
    }
  }, []);

  const audio = trackOf(stream, 'audio');
  const video = trackOf(stream, 'video');
  const toggleMute = () => {
    if (audio) audio.enabled = muted;
    setMuted(!muted);
  };
  const toggleCamera = () => {
    if (video) video.enabled = cameraOff;
    setCameraOff(!cameraOff);
  };
  const cameras = devices.filter((d) => d.kind === 'videoinput');
  const microphones = devices.filter((d) => d.kind === 'audioinput');
  return {
    stream,
    tracks: { audio, video },
    cameras,
    microphones,
    cameraId: video?.getSettings().deviceId ?? cameras[0]?.deviceId ?? '',
    microphoneId: audio?.getSettings().deviceId ?? microphones[0]?.deviceId ?? '',
    problem,
    ready,
    muted,
    cameraOff,
    toggleMute,
    toggleCamera,
    choose,
    stop: () => {
      current.current?.getTracks().forEach((t) => t.stop());
      current.current = null;
      setStream(null);
    },
  };
}
