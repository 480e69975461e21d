import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ClinicModelError } from './clinic-model-error';

/**
 * The small JSON file beside a clinic's `<name>.onnx`, named `<name>.manifest.json`: what the model expects
 * and what its outputs mean. The .onnx file says the tensor shapes but not the labels, the normalisation or
 * the days it was validated for, so without this file its numbers could not be read safely.
 */
export const clinicModelManifestSchema = z
  .object({
    name: z.string().trim().min(1),
    version: z.string().trim().min(1),
    input: z.object({
      /** The model's input to feed; may be left out when the model has only one. */
      name: z.string().min(1).optional(),
      width: z.number().int().min(1).max(4096),
      height: z.number().int().min(1).max(4096),
      /** 1: the picture in greyscale; 3: in RGB. */
      channels: z.union([z.literal(1), z.literal(3)]),
      /** Per channel, on pixels scaled to 0–1: the model sees (pixel / 255 − mean) / std. */
      mean: z.array(z.number()).min(1).max(3),
      std: z.array(z.number().positive()).min(1).max(3),
      /** Only NCHW (batch, channel, row, column) is read; said in the file so an NHWC model is refused. */
      layout: z.literal('NCHW').default('NCHW'),
      /**
       * How the picture is brought to width × height. `cover` (the default) scales it until it fills the
       * frame and crops the overflow evenly from the centre, keeping the embryo round; `fill` stretches it,
       * which a model trained on stretched pictures needs. It must match how the model was trained.
       */
      resize: z.enum(['cover', 'fill']).default('cover'),
    }),
    output: z.object({
      /** The model's output to read; may be left out when the model has only one. */
      name: z.string().min(1).optional(),
      /** `probabilities` are used as they are; `logits` go through softmax first. */
      kind: z.enum(['probabilities', 'logits']),
    }),
    /** One per output value, in the model's order. */
    labels: z
      .array(z.string().trim().min(1))
      .min(1)
      .refine((labels) => new Set(labels).size === labels.length, 'labels must be unique'),
    /** The days of development (1–7) it was validated for; on other days it is not asked. */
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1)
      .refine((days) => new Set(days).size === days.length, 'days must be unique'),
    /** Who validated it and on what data, in plain words; shown to users beside its answer. */
    validation: z.string().trim().min(1).optional(),
  })
  .superRefine((manifest, ctx) => {
    for (const field of ['mean', 'std'] as const) {
      if (manifest.input[field].length !== manifest.input.channels) {
        ctx.addIssue({
          code: 'custom',
          path: ['input', field],
          message: `needs one value per channel (${manifest.input.channels}), not ${manifest.input[field].length}`,
        });
      }
    }
  });
export type ClinicModelManifest = z.infer<typeof clinicModelManifestSchema>;
/** The manifest as written, before defaults are filled in. */
export type ClinicModelManifestFile = z.input<typeof clinicModelManifestSchema>;

/** `/models/blastocyst.onnx` → `/models/blastocyst.manifest.json`. */
export function manifestPathFor(modelPath: string): string {
  if (!modelPath.toLowerCase().endsWith('.onnx')) {
    throw new ClinicModelError(modelPath, 'EMBRYO_MODEL_PATH must name the model file, ending in .onnx');
  }
  return `${modelPath.slice(0, -'.onnx'.length)}.manifest.json`;
}

/** Reads and checks the manifest; every problem is a ClinicModelError naming the file and the field. */
export async function readClinicModelManifest(manifestPath: string): Promise<ClinicModelManifest> {
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ClinicModelError(
      manifestPath,
      code === 'ENOENT'
        ? 'the manifest is missing; it must sit beside the .onnx file with the same name'
        : `the manifest cannot be read (${code ?? String(error)})`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ClinicModelError(manifestPath, `the manifest is not valid JSON (${(error as Error).message})`);
  }
  const parsed = clinicModelManifestSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.length ? issue.path.join('.') : '(the whole file)'}: ${issue.message}`,
    );
    throw new ClinicModelError(manifestPath, `the manifest is invalid: ${problems.join('; ')}`);
  }
  return parsed.data;
}
