import { describe, expect, it } from 'vitest';
import { fileBody, uploadProblem, type UploadRule } from './upload';

const rule: UploadRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 10,
  wrongType: 'Not a picture',
  tooLarge: 'Too large',
};
const file = (type: string, bytes: number) => new File(['x'.repeat(bytes)], 'photo', { type });

describe('uploadProblem', () => {
  it('accepts a file of an allowed type up to the size limit', () => {
    expect(uploadProblem(file('image/png', 10), rule)).toBeNull();
  });

  it('names the first problem: the type, then the size', () => {
    expect(uploadProblem(file('application/pdf', 99), rule)).toBe('Not a picture');
    expect(uploadProblem(file('image/jpeg', 11), rule)).toBe('Too large');
  });
});

describe('fileBody', () => {
  it('carries the file under the field name "file"', () => {
    const picture = file('image/png', 3);
    expect(fileBody(picture).get('file')).toBe(picture);
  });
});
