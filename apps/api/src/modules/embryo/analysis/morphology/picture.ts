import type { OpenCv } from './opencv';
import type { Mat, Scope } from './mats';

/*
 * The picture as the steps read it: greyscale at a working size (the longer side at most WORKING_SIDE, so a
 * 1024 px picture costs no more than a 500 px one), its texture (the local RMS of the Laplacian: high over
 * cells and granular cytoplasm, low over the fluid of the blastocoel and the culture medium) and its gradient
 * magnitude (edges: membranes, the zona).
 */

export const WORKING_SIDE = 400;

export type Picture = {
  grey: Mat;
  texture: Mat;
  gradient: Mat;
  width: number;
  height: number;
  /** Working pixels per stored pixel. */
  scale: number;
};

export const odd = (n: number): number => Math.max(3, Math.round(n) | 1);

export function preparePicture(
  cv: OpenCv,
  s: Scope,
  pixels: Uint8Array,
  width: number,
  height: number,
): Picture {
  const stored = s.mat(new cv.Mat(height, width, cv.CV_8UC1));
  stored.data.set(pixels);
  const scale = Math.min(1, WORKING_SIDE / Math.max(width, height));
  const grey = s.mat();
  if (scale < 1) {
    cv.resize(
      stored,
      grey,
      new cv.Size(Math.round(width * scale), Math.round(height * scale)),
      0,
      0,
      cv.INTER_AREA,
    );
  } else stored.copyTo(grey);

  const smooth = s.mat();
  cv.GaussianBlur(grey, smooth, new cv.Size(3, 3), 0);
  const laplacian = s.mat();
  cv.Laplacian(smooth, laplacian, cv.CV_32F, 3);
  const energy = s.mat();
  cv.multiply(laplacian, laplacian, energy);
  const localEnergy = s.mat();
  const window = odd(grey.cols * 0.025);
  cv.boxFilter(energy, localEnergy, -1, new cv.Size(window, window));
  const texture = s.mat();
  cv.sqrt(localEnergy, texture);

  const dx = s.mat();
  const dy = s.mat();
  const blurred = s.mat();
  cv.GaussianBlur(grey, blurred, new cv.Size(5, 5), 0);
  cv.Sobel(blurred, dx, cv.CV_32F, 1, 0, 3);
  cv.Sobel(blurred, dy, cv.CV_32F, 0, 1, 3);
  const gradient = s.mat();
  cv.magnitude(dx, dy, gradient);

  return { grey, texture, gradient, width, height, scale };
}

/** A 0–255 copy of a float map, scaled so that `top` maps to 255. */
export function toByte(cv: OpenCv, s: Scope, map: Mat, top: number): Mat {
  const out = s.mat();
  map.convertTo(out, cv.CV_8U, top > 0 ? 255 / top : 0, 0);
  return out;
}

/** The value below which `share` of the map's pixels under the mask lie (a histogram of 256 bins up to `top`). */
export function percentile(cv: OpenCv, s: Scope, map: Mat, mask: Mat, share: number, top: number): number {
  const bytes = toByte(cv, s, map, top);
  const images = s.vector();
  images.push_back(bytes);
  const hist = s.mat();
  cv.calcHist(images, [0], mask, hist, [256], [0, 256]);
  const counts = hist.data32F as Float32Array;
  const total = counts.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let bin = 0; bin < 256; bin++) {
    seen += counts[bin]!;
    if (seen >= share * total) return ((bin + 0.5) / 255) * top;
  }
  return top;
}

/** The largest value of a map (under a mask, when given). */
export function maxOf(cv: OpenCv, map: Mat, mask?: Mat): number {
  const everywhere = mask ? null : new cv.Mat();
  try {
    return (cv.minMaxLoc(map, mask ?? everywhere!) as { maxVal: number }).maxVal;
  } finally {
    everywhere?.delete();
  }
}

/** Mean of a map under a mask. */
export function meanOf(cv: OpenCv, map: Mat, mask: Mat): number {
  return (cv.mean(map, mask) as number[])[0] ?? 0;
}

/**
 * Otsu's threshold of a float map's values under a mask (OpenCV's own Otsu reads the whole picture), from a
 * 256-bin histogram up to `top`, with the two classes' means.
 */
export function otsuUnder(
  cv: OpenCv,
  s: Scope,
  map: Mat,
  mask: Mat,
  top: number,
): { level: number; lowMean: number; highMean: number } {
  const bytes = toByte(cv, s, map, top);
  const images = s.vector();
  images.push_back(bytes);
  const hist = s.mat();
  cv.calcHist(images, [0], mask, hist, [256], [0, 256]);
  const counts = hist.data32F as Float32Array;
  let total = 0;
  let sum = 0;
  counts.forEach((c, bin) => {
    total += c;
    sum += c * bin;
  });
  let best = { between: -1, bin: 0, lowMean: 0, highMean: 0 };
  let lowCount = 0;
  let lowSum = 0;
  for (let bin = 0; bin < 255; bin++) {
    lowCount += counts[bin]!;
    lowSum += counts[bin]! * bin;
    const highCount = total - lowCount;
    if (lowCount === 0 || highCount === 0) continue;
    const lowMean = lowSum / lowCount;
    const highMean = (sum - lowSum) / highCount;
    const between = lowCount * highCount * (lowMean - highMean) ** 2;
    if (between > best.between) best = { between, bin, lowMean, highMean };
  }
  const toValue = (bin: number) => ((bin + 0.5) / 255) * top;
  return { level: toValue(best.bin), lowMean: toValue(best.lowMean), highMean: toValue(best.highMean) };
}
