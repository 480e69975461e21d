import { access } from 'node:fs/promises';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import type { ClinicModelResult } from '@fertilia/contracts';
import type { ClinicModel } from '../outcome';
import { ClinicModelError } from './clinic-model-error';
import { manifestPathFor, readClinicModelManifest, type ClinicModelManifest } from './manifest';
import { checkModelSignature, type ModelSignature } from './model-signature';
import { pictureToInput } from './picture-input';
import { readScores } from './scores';

/** A loaded clinic model, with what its manifest says for the page: its labels and who validated it. */
export type LoadedClinicModel = ClinicModel & {
  readonly labels: readonly string[];
  readonly validation: string | null;
};

/** How far the probabilities of a `probabilities` model may sum from 1 before the manifest is doubted. */
const SUM_TOLERANCE = 1e-3;

const valuesOf = (tensor: Tensor): number[] => Array.from(tensor.data as Float32Array | Float64Array);

async function run(
  session: InferenceSession,
  signature: ModelSignature,
  input: Float32Array,
  manifest: ClinicModelManifest,
) {
  const { channels, height, width } = manifest.input;
  const feeds = { [signature.inputName]: new Tensor('float32', input, [1, channels, height, width]) };
  const outputs = await session.run(feeds, [signature.outputName]);
  return valuesOf(outputs[signature.outputName] as Tensor);
}

/**
 * One run on a blank picture (every input value 0, the mean picture), so what the declared shapes left open
 * is checked before the first patient's image: the number of values against the labels, and that a
 * `probabilities` model's values do sum to 1 (if not, the manifest probably means `logits`).
 */
async function dryRun(
  session: InferenceSession,
  signature: ModelSignature,
  manifest: ClinicModelManifest,
  manifestPath: string,
) {
  const { channels, height, width } = manifest.input;
  let values: number[];
  try {
    values = await run(session, signature, new Float32Array(channels * height * width), manifest);
  } catch (error) {
    throw new ClinicModelError(
      manifestPath,
      `a test run with the manifest's input failed: ${(error as Error).message}`,
    );
  }
  if (values.length !== manifest.labels.length) {
    throw new ClinicModelError(
      manifestPath,
      `labels has ${manifest.labels.length} entries but the model gave ${values.length} values on a test run`,
    );
  }
  if (manifest.output.kind === 'probabilities') {
    const sum = values.reduce((a, b) => a + b, 0);
    if (
      values.some((v) => !(v >= -SUM_TOLERANCE && v <= 1 + SUM_TOLERANCE)) ||
      Math.abs(sum - 1) > SUM_TOLERANCE
    ) {
      throw new ClinicModelError(
        manifestPath,
        `output.kind is "probabilities" but on a test run the model gave [${values.join(', ')}], which are not probabilities summing to 1; is it "logits"?`,
      );
    }
  }
}

/**
 * Loads a clinic's validated model (EMBRYO_MODEL_PATH, a `.onnx` file) and its manifest beside it
 * (`<name>.manifest.json`, see manifest.ts). Everything that could make its answers wrong is checked here, at
 * start-up, and thrown as a ClinicModelError naming the file and the field, so the API refuses to start
 * rather than running with a broken model.
 *
 * onnxruntime-node runs the model on its own native threads and `session.run` returns a promise, so
 * `classify` does not block the event loop and needs no worker thread of ours; sharp likewise decodes off
 * the main thread. A session may run several pictures at once.
 */
export async function loadClinicModel(modelPath: string): Promise<LoadedClinicModel> {
  const manifestPath = manifestPathFor(modelPath);
  try {
    await access(modelPath);
  } catch {
    throw new ClinicModelError(modelPath, 'the model file is missing (EMBRYO_MODEL_PATH)');
  }
  const manifest = await readClinicModelManifest(manifestPath);

  let session: InferenceSession;
  try {
    session = await InferenceSession.create(modelPath);
  } catch (error) {
    throw new ClinicModelError(modelPath, `onnxruntime cannot load it: ${(error as Error).message}`);
  }
  let signature: ModelSignature;
  try {
    signature = checkModelSignature(session, manifest, manifestPath);
    await dryRun(session, signature, manifest, manifestPath);
  } catch (error) {
    await session.release();
    throw error;
  }

  let closed = false;
  return {
    name: manifest.name,
    version: manifest.version,
    days: [...manifest.days].sort((a, b) => a - b),
    labels: manifest.labels,
    validation: manifest.validation ?? null,
    async classify(image: Buffer): Promise<ClinicModelResult> {
      if (closed) throw new Error(`The clinic model ${manifest.name} is closed`);
      const values = await run(session, signature, await pictureToInput(image, manifest.input), manifest);
      return {
        name: manifest.name,
        version: manifest.version,
        validation: manifest.validation ?? null,
        ...readScores(values, manifest),
      };
    },
    async close() {
      if (closed) return;
      closed = true;
      await session.release();
    },
  };
}
