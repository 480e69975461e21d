import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicModelResultSchema } from '@fertilia/contracts';
import {
  writeTinyEmbryoModel,
  type TinyEmbryoModelOptions,
} from '../../../../../scripts/write-tiny-embryo-model';
import { ClinicModelError } from './clinic-model-error';
import { loadClinicModel, type LoadedClinicModel } from './load-clinic-model';

/** A manifest as JSON, loose enough for a test to break any field. */
type ManifestJson = {
  [field: string]: unknown;
  input: Record<string, unknown>;
  output: Record<string, unknown>;
};

let dir: string;
let written = 0;

/** A fresh copy of the tiny model, its manifest changed by `edit` (a JSON object), under its own name. */
async function tinyModel(options: TinyEmbryoModelOptions = {}, edit?: (manifest: ManifestJson) => void) {
  const files = await writeTinyEmbryoModel(dir, { name: `model-${++written}`, ...options });
  if (edit) {
    const manifest = JSON.parse(await readFile(files.manifestPath, 'utf8')) as ManifestJson;
    edit(manifest);
    await writeFile(files.manifestPath, JSON.stringify(manifest));
  }
  return files;
}

const picture = (background: string, format: 'png' | 'jpeg' | 'webp' = 'png', width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();

/** A wide picture, white with a black band over its middle 40% (x 120–280 of 400). */
const banded = async () =>
  sharp({ create: { width: 400, height: 100, channels: 3, background: '#ffffff' } })
    .composite([{ input: await picture('#000000', 'png', 160, 100), left: 120, top: 0 }])
    .png()
    .toBuffer();

/** The error loadClinicModel throws for these files, which the test expects it to throw. */
async function refusal(modelPath: string): Promise<ClinicModelError> {
  const error = await loadClinicModel(modelPath).then(
    (model) => model.close().then(() => null),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ClinicModelError);
  return error as ClinicModelError;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fertilia-clinic-model-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a loaded clinic model', () => {
  let model: LoadedClinicModel;
  beforeAll(async () => {
    model = await loadClinicModel((await tinyModel()).modelPath);
  });
  afterAll(() => model.close());

  it('tells its name, version, days, labels and who validated it, from the manifest', () => {
    expect(model).toMatchObject({ name: 'Tiny brightness fixture', version: '1.0.0', days: [5] });
    expect(model.labels).toEqual(['poor', 'good']);
    expect(model.validation).toMatch(/no clinical meaning/);
  });

  it('scores a white picture "good" and a black one "poor", as the fixture is built to', async () => {
    const white = await model.classify(await picture('#ffffff'));
    const black = await model.classify(await picture('#000000', 'jpeg'));
    expect(white.label).toBe('good');
    expect(black.label).toBe('poor');
    // mean brightness ±1 after normalisation, times the fixture's weight 4 → logits ∓4, so σ(8) on top
    expect(white.probability).toBeCloseTo(1 / (1 + Math.exp(-8)), 5);
    expect(black.probability).toBeCloseTo(1 / (1 + Math.exp(-8)), 5);
  });

  it('answers in the contract shape, its probabilities summing to 1, the likeliest first', async () => {
    for (const background of ['#ffffff', '#000000', '#8a8a8a', '#3c6e91']) {
      const result = clinicModelResultSchema.parse(await model.classify(await picture(background, 'webp')));
      const probabilities = result.scores.map((s) => s.probability);
      expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
      expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
      expect(result).toMatchObject({
        label: result.scores[0]!.label,
        probability: result.scores[0]!.probability,
      });
      expect(result.scores.map((s) => s.label).sort()).toEqual(['good', 'poor']);
    }
  });

  it('reads a picture of any size, cropping it from the centre to the square the model takes', async () => {
    // 400×100, white but for a black band over x 120–280: the centre square (x 150–250) is all black,
    // though most of the picture is white.
    expect((await model.classify(await banded())).label).toBe('poor');
  });

  it('refuses what is not a picture', async () => {
    await expect(model.classify(Buffer.from('not a picture'))).rejects.toThrow();
  });

  it('refuses to classify once closed', async () => {
    const closing = await loadClinicModel((await tinyModel()).modelPath);
    await closing.close();
    await closing.close();
    await expect(closing.classify(await picture('#ffffff'))).rejects.toThrow(/closed/);
  });
});

describe('the output kind', () => {
  it('puts logits through softmax', async () => {
    const model = await loadClinicModel((await tinyModel({ kind: 'logits' })).modelPath);
    const result = await model.classify(await picture('#ffffff'));
    await model.close();
    expect(result.label).toBe('good');
    expect(result.probability).toBeCloseTo(1 / (1 + Math.exp(-8)), 5);
    expect(result.scores.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 6);
  });

  it('refuses a model giving logits whose manifest says probabilities', async () => {
    const { modelPath, manifestPath } = await tinyModel({ kind: 'logits' }, (m) => {
      m.output.kind = 'probabilities';
    });
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(/output\.kind is "probabilities".*"logits"\?/);
  });
});

describe('the resize', () => {
  it('stretches the whole picture when the manifest says fill', async () => {
    const model = await loadClinicModel(
      (
        await tinyModel({}, (m) => {
          m.input.resize = 'fill';
        })
      ).modelPath,
    );
    const result = await model.classify(await banded());
    await model.close();
    // 60% white, 40% black: mean 0.2 after normalisation, so "good" at about σ(1.6) (resampling blurs the edges)
    expect(result.label).toBe('good');
    expect(result.probability).toBeCloseTo(1 / (1 + Math.exp(-1.6)), 1);
  });
});

describe('an RGB model', () => {
  it('feeds the picture in colour, channel by channel', async () => {
    const model = await loadClinicModel((await tinyModel({ channels: 3, kind: 'logits' })).modelPath);
    const red = await model.classify(await picture('#ff0000'));
    await model.close();
    // red is (1, −1, −1) after normalisation, mean −1/3: logits ∓4/3, so "poor" at σ(8/3)
    expect(red.label).toBe('poor');
    expect(red.probability).toBeCloseTo(1 / (1 + Math.exp(-8 / 3)), 4);
  });
});

describe('a model refused at load, naming the file and the field', () => {
  it('when EMBRYO_MODEL_PATH does not name a .onnx file', async () => {
    const error = await refusal(path.join(dir, 'model.bin'));
    expect(error.message).toMatch(/model\.bin.*ending in \.onnx/);
  });

  it('when the model file is missing', async () => {
    const { modelPath } = await tinyModel();
    await unlink(modelPath);
    const error = await refusal(modelPath);
    expect(error.message).toContain(modelPath);
    expect(error.message).toMatch(/model file is missing/);
  });

  it('when the manifest is missing', async () => {
    const { modelPath, manifestPath } = await tinyModel();
    await unlink(manifestPath);
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(/manifest is missing/);
  });

  it('when the manifest is not JSON', async () => {
    const { modelPath, manifestPath } = await tinyModel();
    await writeFile(manifestPath, '{ "name": "Tiny", ');
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('when a manifest field is missing', async () => {
    const { modelPath, manifestPath } = await tinyModel({}, (m) => {
      delete m.version;
      delete m.input.width;
    });
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(/version: /);
    expect(error.message).toMatch(/input\.width: /);
  });

  it('when the labels are more than the values the model gives', async () => {
    const { modelPath, manifestPath } = await tinyModel({}, (m) => {
      m.labels = ['poor', 'fair', 'good'];
    });
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(/labels has 3 entries but the model's output "scores" has 2 values/);
  });

  it('when the manifest says 3 channels for a greyscale model', async () => {
    const { modelPath, manifestPath } = await tinyModel({}, (m) => {
      m.input = { ...m.input, channels: 3, mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5] };
    });
    const error = await refusal(modelPath);
    expect(error.message).toContain(manifestPath);
    expect(error.message).toMatch(
      /input\.channels is 3 but the model's input "image" has shape \[1, 1, 16, 16\]/,
    );
  });

  it('when the manifest gives a size the model does not take', async () => {
    const { modelPath } = await tinyModel({}, (m) => {
      m.input.height = 32;
    });
    expect((await refusal(modelPath)).message).toMatch(/input\.height is 32/);
  });

  it('when the manifest names an input or output the model lacks', async () => {
    const input = await tinyModel({}, (m) => {
      m.input.name = 'pixels';
    });
    expect((await refusal(input.modelPath)).message).toMatch(
      /input\.name "pixels" is not one of the model's inputs: image/,
    );
    const output = await tinyModel({}, (m) => {
      m.output.name = 'grade';
    });
    expect((await refusal(output.modelPath)).message).toMatch(
      /output\.name "grade" is not one of the model's outputs: scores/,
    );
  });

  it('when the model file is not an ONNX model', async () => {
    const { modelPath } = await tinyModel();
    await writeFile(modelPath, 'not a model');
    const error = await refusal(modelPath);
    expect(error.message).toContain(modelPath);
    expect(error.message).toMatch(/onnxruntime cannot load it/);
  });
});
