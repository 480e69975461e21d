import { parentPort } from 'node:worker_threads';
import { loadOpenCv } from './morphology/opencv';
import { measureMorphology } from './morphology/measure';
import type { MeasureRequest, WorkerReply } from './worker-protocol';

/*
 * The worker thread's entry (bundled as dist/embryo-worker.js): OpenCV loads once when the thread starts, then
 * each request is measured in turn, with progress posted back. An error in one picture is answered as an
 * error and the thread carries on; anything worse ends the thread, and the analyser starts a fresh one.
 */

const port = parentPort;
if (!port) throw new Error('morphology-worker runs only as a worker thread');
const ready = loadOpenCv();

port.on('message', (request: MeasureRequest) => {
  void ready.then(({ cv }) => {
    const reply = (message: WorkerReply) => port.postMessage(message);
    try {
      const morphology = measureMorphology(cv, request, request.day, (progress, label) =>
        reply({ id: request.id, type: 'progress', progress, label }),
      );
      reply({ id: request.id, type: 'result', morphology });
    } catch (error) {
      reply({
        id: request.id,
        type: 'error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
