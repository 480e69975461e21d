import { describe, expect, it } from 'vitest';
import { ClinicModelError } from './clinic-model-error';
import { clinicModelManifestSchema, manifestPathFor, type ClinicModelManifestFile } from './manifest';

const manifest: ClinicModelManifestFile = {
  name: 'Blastocyst day 5',
  version: '2.1',
  input: { width: 224, height: 224, channels: 3, mean: [0.485, 0.456, 0.406], std: [0.229, 0.224, 0.225] },
  output: { kind: 'logits' },
  labels: ['poor', 'fair', 'good'],
  days: [5, 6],
};
/** The fields the schema refuses `changed` for. */
const problems = (changed: Record<string, unknown>) => {
  const parsed = clinicModelManifestSchema.safeParse({ ...manifest, ...changed });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the clinic model manifest', () => {
  it('fills in NCHW and the centre crop when they are left out, and needs no names or validation text', () => {
    const parsed = clinicModelManifestSchema.parse(manifest);
    expect(parsed.input).toMatchObject({ layout: 'NCHW', resize: 'cover' });
    expect(parsed.input.name).toBeUndefined();
    expect(parsed.validation).toBeUndefined();
  });

  it('needs a mean and a std for each channel', () => {
    expect(problems({ input: { ...manifest.input, mean: [0.5] } })).toEqual(['input.mean']);
    expect(
      problems({ input: { ...manifest.input, channels: 1, mean: [0.5], std: [0.2, 0.2, 0.2] } }),
    ).toEqual(['input.std']);
    expect(problems({ input: { ...manifest.input, std: [0.2, 0, 0.2] } })).toEqual(['input.std.1']);
  });

  it('takes 1 or 3 channels, NCHW only, and cover or fill', () => {
    expect(problems({ input: { ...manifest.input, channels: 4 } })).toContain('input.channels');
    expect(problems({ input: { ...manifest.input, layout: 'NHWC' } })).toEqual(['input.layout']);
    expect(problems({ input: { ...manifest.input, resize: 'contain' } })).toEqual(['input.resize']);
  });

  it('needs labels, unique, and days of development 1–7, unique', () => {
    expect(problems({ labels: [] })).toEqual(['labels']);
    expect(problems({ labels: ['good', 'good'] })).toEqual(['labels']);
    expect(problems({ days: [] })).toEqual(['days']);
    expect(problems({ days: [0, 8] })).toEqual(['days.0', 'days.1']);
    expect(problems({ days: [5, 5] })).toEqual(['days']);
  });

  it('takes only probabilities or logits as the output kind', () => {
    expect(problems({ output: { kind: 'scores' } })).toEqual(['output.kind']);
  });

  it('sits beside the model as <name>.manifest.json', () => {
    expect(manifestPathFor('/models/blastocyst.v2.onnx')).toBe('/models/blastocyst.v2.manifest.json');
    expect(manifestPathFor('/models/Day5.ONNX')).toBe('/models/Day5.manifest.json');
    expect(() => manifestPathFor('/models/blastocyst.pt')).toThrow(ClinicModelError);
  });
});
