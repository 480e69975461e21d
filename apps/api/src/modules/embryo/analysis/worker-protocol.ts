import type { Morphology } from './morphology/measurements';

/** Messages between the analyser and its worker thread (structured clone; the pixels are transferred). */
export type MeasureRequest = { id: number; pixels: Uint8Array; width: number; height: number; day: number };
export type WorkerReply =
  | { id: number; type: 'progress'; progress: number; label: string }
  | { id: number; type: 'result'; morphology: Morphology }
  | { id: number; type: 'error'; message: string };
