import type { OpenCv } from './opencv';
import type { Point } from './measurements';

/*
 * OpenCV.js matrices live in WebAssembly memory and are not garbage collected: every one made in a step is
 * registered here and deleted when the step ends, whatever happens.
 */

export type Mat = InstanceType<OpenCv['Mat']>;
export type MatVector = InstanceType<OpenCv['MatVector']>;

export type Scope = {
  mat(m?: Mat): Mat;
  vector(): MatVector;
};

export function withMats<T>(cv: OpenCv, work: (scope: Scope) => T): T {
  const owned: { delete(): void }[] = [];
  const scope: Scope = {
    mat: (m) => {
      const made = m ?? new cv.Mat();
      owned.push(made);
      return made;
    },
    vector: () => {
      const made = new cv.MatVector();
      owned.push(made);
      return made;
    },
  };
  try {
    return work(scope);
  } catch (error) {
    // OpenCV's C++ exceptions arrive as a bare pointer into WebAssembly memory: turn them into messages.
    if (typeof error === 'number') {
      const described = (cv as unknown as { exceptionFromPtr(p: number): { msg: string } }).exceptionFromPtr(
        error,
      );
      throw new Error(`OpenCV: ${described.msg}`);
    }
    throw error;
  } finally {
    for (const m of owned) m.delete();
  }
}

/** A contour's points (CV_32SC2), scaled from the working size back to the stored picture. */
export function contourPoints(contour: Mat, scale: number): Point[] {
  const data = contour.data32S as Int32Array;
  const points: Point[] = [];
  for (let i = 0; i + 1 < data.length; i += 2) {
    points.push([round1(data[i]! / scale), round1(data[i + 1]! / scale)]);
  }
  return points;
}

/** A circle as a polygon of `sides` points, in the stored picture's pixels. */
export function circlePoints(centre: Point, radius: number, sides = 48): Point[] {
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    return [
      round1(centre[0] + radius * Math.cos(angle)),
      round1(centre[1] + radius * Math.sin(angle)),
    ] as Point;
  });
}

export const round1 = (value: number): number => Math.round(value * 10) / 10;
export const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));
