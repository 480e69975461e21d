import { readFileSync } from 'node:fs';
// Not `import { createRequire }`: the bundle's banner (build.mjs) already declares that name.
import { createRequire as requireFrom } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Morphology } from './morphology/measurements';
import type { GreyPicture } from './morphology/measure';
import type { MeasureRequest, WorkerReply } from './worker-protocol';
import type { ProgressListener } from './outcome';

/*
 * One long-lived worker thread that measures pictures one at a time, off the API's event loop (OpenCV.js is
 * synchronous and takes a few hundred milliseconds a picture). It starts on the first request, so OpenCV loads
 * once; requests wait in a queue. If the thread dies (a crash, running out of memory) or a picture takes longer
 * than the time limit, the picture in hand is rejected with an Error and the next one starts a fresh thread.
 */

/** Where the worker's code is: the TypeScript source under tsx and vitest, dist/embryo-worker.js in the bundle. */
export function defaultWorkerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./morphology-worker.ts', import.meta.url)
    : new URL('./embryo-worker.js', import.meta.url);
}

/**
 * The bundle's worker is plain JavaScript. The TypeScript source (tests, tsx, bench) goes through tsx's
 * tsImport: Node 20 does not apply `--import tsx` from a worker's execArgv to the worker's own entry.
 */
function startWorker(url: URL): Worker {
  if (!url.pathname.endsWith('.ts')) return new Worker(url);
  const tsx = tsxEsmApi();
  const entry = JSON.stringify(url.href);
  return new Worker(`import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${entry}, ${entry}))`, {
    eval: true,
  });
}

/** tsx's ESM API (its CommonJS twin cannot tsImport), found through its package.json's exports. */
function tsxEsmApi(): string {
  const manifestPath = requireFrom(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return new URL(manifest.exports['./esm/api']!.import.default, pathToFileURL(manifestPath)).href;
}

const DEFAULT_TIME_LIMIT_MS = 60_000;

type Job = {
  request: Omit<MeasureRequest, 'id'>;
  onProgress: ProgressListener;
  resolve(morphology: Morphology): void;
  reject(error: Error): void;
};

export class MorphologyThread {
  private worker: Worker | null = null;
  private readonly queue: Job[] = [];
  private current: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly workerUrl: URL = defaultWorkerUrl(),
    private readonly timeLimitMs = DEFAULT_TIME_LIMIT_MS,
  ) {}

  measure(picture: GreyPicture, day: number, onProgress: ProgressListener): Promise<Morphology> {
    if (this.closed) return Promise.reject(new Error('The embryo analyser is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ request: { ...picture, day }, onProgress, resolve, reject });
      this.startNext();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const error = new Error('The embryo analyser was closed');
    for (const job of this.queue.splice(0)) job.reject(error);
    this.finish(null, error);
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private startNext(): void {
    if (this.current || this.closed) return;
    const job = this.queue.shift();
    if (!job) return;
    const id = this.nextId++;
    const timer = setTimeout(() => {
      // A picture that never finishes: the thread is stopped and replaced rather than waited on for ever.
      this.finish(id, new Error('The picture took too long to analyse'));
      void this.discardWorker();
    }, this.timeLimitMs);
    this.current = { id, job, timer };
    const { pixels } = job.request;
    this.ensureWorker().postMessage({ id, ...job.request } satisfies MeasureRequest, [
      pixels.buffer as ArrayBuffer,
    ]);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.workerUrl);
    worker.on('message', (reply: WorkerReply) => this.onReply(reply));
    worker.on('error', (error) => this.onDeath(worker, new Error(`The analysis stopped: ${error.message}`)));
    worker.on('exit', (code) =>
      this.onDeath(worker, new Error(`The analysis stopped (worker exited with ${code})`)),
    );
    // The idle thread must not keep the process alive (tests, scripts, shutdown).
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private onReply(reply: WorkerReply): void {
    if (!this.current || reply.id !== this.current.id) return;
    if (reply.type === 'progress') this.current.job.onProgress(reply.progress, reply.label);
    else if (reply.type === 'result') this.finish(reply.id, null, reply.morphology);
    else this.finish(reply.id, new Error(reply.message));
  }

  private onDeath(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    if (this.current) this.finish(this.current.id, error);
  }

  private async discardWorker(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
    this.startNext();
  }

  private finish(id: number | null, error: Error | null, morphology?: Morphology): void {
    const current = this.current;
    if (!current || (id !== null && current.id !== id)) return;
    clearTimeout(current.timer);
    this.current = null;
    if (error) current.job.reject(error);
    else current.job.resolve(morphology!);
    this.startNext();
  }
}
