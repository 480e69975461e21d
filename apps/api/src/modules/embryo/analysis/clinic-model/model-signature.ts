import type { InferenceSession } from 'onnxruntime-node';
import { ClinicModelError } from './clinic-model-error';
import type { ClinicModelManifest } from './manifest';

/** The input fed and the output read, by name. */
export type ModelSignature = { inputName: string; outputName: string };

type Metadata = InferenceSession.ValueMetadata;
/** A dimension the model fixes; symbolic ones ("batch") and unknown ones (negative) accept any size. */
const fixed = (dim: number | string | undefined): dim is number => typeof dim === 'number' && dim >= 0;
const FLOAT_OUTPUTS = ['float32', 'float64'];

function pick(
  file: string,
  what: 'input' | 'output',
  named: string | undefined,
  metadata: readonly Metadata[],
): Metadata {
  const names = metadata.map((m) => m.name);
  if (named !== undefined) {
    const found = metadata.find((m) => m.name === named);
    if (!found) {
      throw new ClinicModelError(
        file,
        `${what}.name "${named}" is not one of the model's ${what}s: ${names.join(', ')}`,
      );
    }
    return found;
  }
  if (metadata.length !== 1) {
    throw new ClinicModelError(
      file,
      `the model has ${metadata.length} ${what}s (${names.join(', ')}); set ${what}.name`,
    );
  }
  return metadata[0]!;
}

/**
 * Checks what the model declares against the manifest: one float32 NCHW picture of the manifest's channels,
 * height and width in, and as many values out as there are labels. Dimensions the model leaves open are
 * checked on the dry run that follows (see load-clinic-model.ts).
 */
export function checkModelSignature(
  session: Pick<InferenceSession, 'inputMetadata' | 'outputMetadata'>,
  manifest: ClinicModelManifest,
  manifestPath: string,
): ModelSignature {
  const input = pick(manifestPath, 'input', manifest.input.name, session.inputMetadata);
  const output = pick(manifestPath, 'output', manifest.output.name, session.outputMetadata);

  if (!input.isTensor || input.type !== 'float32') {
    throw new ClinicModelError(
      manifestPath,
      `the model's input "${input.name}" is ${input.isTensor ? input.type : 'not a tensor'}; only float32 pictures are fed`,
    );
  }
  const { channels, height, width } = manifest.input;
  const expected = [1, channels, height, width];
  const fields = ['batch size', 'input.channels', 'input.height', 'input.width'];
  if (input.shape.length !== 4) {
    throw new ClinicModelError(
      manifestPath,
      `the model's input "${input.name}" has shape [${input.shape.join(', ')}], not NCHW [1, ${channels}, ${height}, ${width}]`,
    );
  }
  input.shape.forEach((dim, i) => {
    if (fixed(dim) && dim !== expected[i]) {
      throw new ClinicModelError(
        manifestPath,
        `${fields[i]} is ${expected[i]} but the model's input "${input.name}" has shape [${input.shape.join(', ')}] (NCHW)`,
      );
    }
  });

  if (!output.isTensor || !FLOAT_OUTPUTS.includes(output.type)) {
    throw new ClinicModelError(
      manifestPath,
      `the model's output "${output.name}" is ${output.isTensor ? output.type : 'not a tensor'}; float scores are read`,
    );
  }
  // [labels] or [batch, labels]: the values per picture are the dimensions after the batch.
  const perPicture = output.shape.length > 1 ? output.shape.slice(1) : output.shape;
  if (perPicture.every(fixed)) {
    const size = perPicture.reduce((a, b) => a * b, 1);
    if (size !== manifest.labels.length) {
      throw new ClinicModelError(
        manifestPath,
        `labels has ${manifest.labels.length} entries but the model's output "${output.name}" has ${size} values per picture (shape [${output.shape.join(', ')}])`,
      );
    }
  }
  return { inputName: input.name, outputName: output.name };
}
