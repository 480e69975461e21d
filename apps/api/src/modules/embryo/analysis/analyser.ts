import sharp from 'sharp';
import { EMBRYO_IMAGE_BOUNDS, stageOfDay, type ClinicModelResult } from '@fertilia/contracts';
import type {
  AnalysisOutcome,
  AnalysisRequest,
  ClinicModel,
  EmbryoAnalyser,
  ImplantationEstimate,
  ImplantationQuestion,
  ProgressListener,
} from './outcome';
import { buildOutcome } from './assessment';
import { MorphologyThread } from './morphology-thread';
import { implantationPotential } from './implantation/implantation-potential';

/*
 * The analyser the API's job and bench/embryo both run: decode the stored picture to greyscale (sharp), measure
 * it in the worker thread (OpenCV.js), grade it and put it into words here, then the implantation estimate and,
 * when a clinic's validated model is configured for the day, its answer beside ours.
 */

export type EmbryoAnalyserOptions = {
  clinicModel?: ClinicModel | null;
  implantation?: (q: ImplantationQuestion) => ImplantationEstimate;
  /** The worker's code; by default the one beside this file (or dist/embryo-worker.js in the bundle). */
  workerUrl?: URL;
  timeLimitMs?: number;
};

export function createEmbryoAnalyser(options: EmbryoAnalyserOptions = {}): EmbryoAnalyser {
  const thread = new MorphologyThread(options.workerUrl, options.timeLimitMs);
  const implantation = options.implantation ?? implantationPotential;
  const clinicModel = options.clinicModel ?? null;

  return {
    async analyse(
      image: Buffer,
      request: AnalysisRequest,
      onProgress: ProgressListener = () => {},
    ): Promise<AnalysisOutcome> {
      let last = 0;
      // Never backwards, so a page's progress bar only moves on.
      const progress: ProgressListener = (value, label) => {
        last = Math.max(last, Math.round(value));
        onProgress(last, label);
      };
      progress(5, 'Reading the picture');
      const picture = await readGrey(image);
      const morphology = await thread.measure(picture, request.day, progress);
      let clinic: ClinicModelResult | null = null;
      if (clinicModel && clinicModel.days.includes(request.day)) {
        progress(85, 'Asking the clinic’s model');
        clinic = await clinicModel.classify(image);
      }
      progress(
        92,
        stageOfDay(request.day) === 'zygote' ? 'Writing the result' : 'Estimating the implantation potential',
      );
      const outcome = buildOutcome(morphology, request, implantation, clinic);
      progress(100, 'Done');
      return outcome;
    },
    close: () => thread.close(),
  };
}

/** 8-bit greyscale pixels, at most EMBRYO_IMAGE_BOUNDS a side (the stored picture already fits). */
export async function readGrey(
  image: Buffer,
): Promise<{ pixels: Uint8Array; width: number; height: number }> {
  try {
    const { data, info } = await sharp(image)
      .greyscale()
      .resize({
        width: EMBRYO_IMAGE_BOUNDS,
        height: EMBRYO_IMAGE_BOUNDS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      pixels: new Uint8Array(data.buffer, data.byteOffset, data.length).slice(),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new Error(
      `The picture could not be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
