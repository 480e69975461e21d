/**
 * Writes a tiny but real ONNX model and its manifest, for testing the clinic-model adapter
 * (src/modules/embryo/analysis/clinic-model) without committing a binary:
 *
 *   image [1, C, S, S] → GlobalAveragePool → Flatten → Gemm (C×2 weight, bias) → Softmax → scores [1, 2]
 *
 * with labels ["poor", "good"]: it averages the picture's brightness, so bright pictures score "good" and
 * dark ones "poor". A TEST FIXTURE WITH NO CLINICAL MEANING: brightness says nothing about an embryo.
 *
 *   npx tsx scripts/write-tiny-embryo-model.ts <folder> [--logits] [--rgb] [--size 16] [--name tiny-embryo]
 *
 * `--logits` leaves the Softmax out (the manifest then says "logits"); `--rgb` takes 3 channels instead of 1.
 * The ONNX file is encoded with protobufjs from onnx-subset.proto, the part of onnx.proto it needs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import protobuf from 'protobufjs';
import type { ClinicModelManifestFile } from '../src/modules/embryo/analysis/clinic-model/manifest';

export type TinyEmbryoModelOptions = {
  /** `probabilities` ends the graph with Softmax; `logits` leaves it out. Default probabilities. */
  kind?: 'probabilities' | 'logits';
  /** 1 (greyscale, the default) or 3 (RGB). */
  channels?: 1 | 3;
  /** The picture's width and height. Default 16. */
  size?: number;
  /** The files' base name: `<name>.onnx` and `<name>.manifest.json`. Default `tiny-embryo`. */
  name?: string;
};
export type TinyEmbryoModelFiles = { modelPath: string; manifestPath: string };

const PROTO = fileURLToPath(new URL('./onnx-subset.proto', import.meta.url));
/** onnx.proto's TensorProto.DataType.FLOAT and AttributeProto.AttributeType.INT. */
const FLOAT = 1;
const INT = 2;
/** IR version 8 (2021) and opset 13: old enough for any onnxruntime of recent years, new enough for its ops. */
const IR_VERSION = 8;
const OPSET = 13;
/** How strongly brightness moves the score: a white picture gets logits (−4, 4), so "good" at 0.9997. */
const STRENGTH = 4;

const tensorType = (channels: number | string, dims: (number | string)[]) => ({
  tensor_type: {
    elem_type: FLOAT,
    shape: {
      dim: [channels, ...dims].map((d) => (typeof d === 'number' ? { dim_value: d } : { dim_param: d })),
    },
  },
});

/** The ModelProto, as a plain object in onnx.proto's field names. */
function tinyModel(kind: 'probabilities' | 'logits', channels: number, size: number) {
  // The manifest's normalisation (mean 0.5, std 0.5) maps black to −1 and white to 1; each channel's mean
  // counts 1/channels towards "good" and against "poor".
  const weight = Array.from({ length: channels }, () => [-STRENGTH / channels, STRENGTH / channels]).flat();
  const last = kind === 'probabilities' ? 'logits' : 'scores';
  const nodes = [
    { input: ['image'], output: ['brightness'], name: 'average', op_type: 'GlobalAveragePool' },
    {
      input: ['brightness'],
      output: ['features'],
      name: 'flatten',
      op_type: 'Flatten',
      attribute: [{ name: 'axis', i: 1, type: INT }],
    },
    { input: ['features', 'weight', 'bias'], output: [last], name: 'score', op_type: 'Gemm' },
  ];
  if (kind === 'probabilities') {
    nodes.push({
      input: ['logits'],
      output: ['scores'],
      name: 'softmax',
      op_type: 'Softmax',
      attribute: [{ name: 'axis', i: 1, type: INT }],
    });
  }
  return {
    ir_version: IR_VERSION,
    producer_name: 'fertilia write-tiny-embryo-model',
    producer_version: '1',
    model_version: 1,
    doc_string: 'Test fixture with no clinical meaning: scores bright pictures "good" and dark ones "poor".',
    opset_import: [{ domain: '', version: OPSET }],
    metadata_props: [{ key: 'purpose', value: 'test fixture, no clinical meaning' }],
    graph: {
      name: 'tiny_embryo',
      node: nodes,
      initializer: [
        { name: 'weight', dims: [channels, 2], data_type: FLOAT, float_data: weight },
        { name: 'bias', dims: [2], data_type: FLOAT, float_data: [0, 0] },
      ],
      input: [{ name: 'image', type: tensorType(1, [channels, size, size]) }],
      output: [{ name: 'scores', type: tensorType(1, [2]) }],
    },
  };
}

function tinyManifest(
  kind: 'probabilities' | 'logits',
  channels: 1 | 3,
  size: number,
): ClinicModelManifestFile {
  return {
    name: 'Tiny brightness fixture',
    version: '1.0.0',
    input: {
      name: 'image',
      width: size,
      height: size,
      channels,
      mean: Array.from({ length: channels }, () => 0.5),
      std: Array.from({ length: channels }, () => 0.5),
      layout: 'NCHW',
      resize: 'cover',
    },
    output: { name: 'scores', kind },
    labels: ['poor', 'good'],
    days: [5],
    validation:
      'Not validated: a test fixture written by apps/api/scripts/write-tiny-embryo-model.ts. It scores bright ' +
      'pictures "good" and dark ones "poor", which has no clinical meaning.',
  };
}

/** Writes `<name>.onnx` and `<name>.manifest.json` into `folder` (made if missing); returns their paths. */
export async function writeTinyEmbryoModel(
  folder: string,
  { kind = 'probabilities', channels = 1, size = 16, name = 'tiny-embryo' }: TinyEmbryoModelOptions = {},
): Promise<TinyEmbryoModelFiles> {
  const { root } = protobuf.parse(await readFile(PROTO, 'utf8'), { keepCase: true });
  const ModelProto = root.lookupType('onnx.ModelProto');
  const model = tinyModel(kind, channels, size);
  const problem = ModelProto.verify(model);
  if (problem) throw new Error(`The tiny model does not fit onnx-subset.proto: ${problem}`);
  const bytes = ModelProto.encode(ModelProto.fromObject(model)).finish();

  await mkdir(folder, { recursive: true });
  const modelPath = path.join(folder, `${name}.onnx`);
  const manifestPath = path.join(folder, `${name}.manifest.json`);
  await writeFile(modelPath, bytes);
  await writeFile(manifestPath, `${JSON.stringify(tinyManifest(kind, channels, size), null, 2)}\n`);
  return { modelPath, manifestPath };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      logits: { type: 'boolean', default: false },
      rgb: { type: 'boolean', default: false },
      size: { type: 'string', default: '16' },
      name: { type: 'string', default: 'tiny-embryo' },
    },
  });
  const folder = positionals[0];
  const size = Number(values.size);
  if (!folder || !Number.isInteger(size) || size < 1) {
    console.error(
      'Usage: npx tsx scripts/write-tiny-embryo-model.ts <folder> [--logits] [--rgb] [--size 16] [--name tiny-embryo]',
    );
    process.exit(2);
  }
  const files = await writeTinyEmbryoModel(folder, {
    kind: values.logits ? 'logits' : 'probabilities',
    channels: values.rgb ? 3 : 1,
    size,
    name: values.name,
  });
  console.log(`Wrote ${files.modelPath} and ${files.manifestPath} (a test fixture with no clinical meaning)`);
}
