import { parentPort } from 'node:worker_threads';
import type { MeasureRequest } from '../worker-protocol';
import '../morphology-worker';

/*
 * The real worker, except that a request for day 0 (which the API never sends) kills the thread outright, as
 * a crash inside OpenCV's WebAssembly would: the analyser must reject that analysis and recover. (The real
 * worker only schedules its work on a message, so this listener ends the thread first.)
 */
parentPort?.on('message', (request: MeasureRequest) => {
  if (request.day === 0) process.exit(3);
});
