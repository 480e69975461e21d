import cvModule from '@techstark/opencv-js';

/*
 * OpenCV.js (the WebAssembly build of OpenCV 4.12) loads once per worker thread, in about a third of a second.
 * Its module object is a "thenable" whose then() hands back the module itself, so it must never be resolved
 * into a promise directly: that would chase then() forever. It is wrapped in a plain object instead.
 */

export type OpenCv = typeof cvModule;

let loading: Promise<{ cv: OpenCv }> | null = null;

export function loadOpenCv(): Promise<{ cv: OpenCv }> {
  loading ??= new Promise((resolve) => {
    const module = cvModule as unknown as { then(ready: (cv: OpenCv) => void): unknown };
    module.then((cv) => resolve({ cv }));
  });
  return loading;
}
