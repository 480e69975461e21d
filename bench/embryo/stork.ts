import { readdirSync } from 'node:fs';

/*
 * The STORK development images (Khosravi et al. 2019, ih-lab/STORK, MIT): file names
 * `<good|poor>_<embryo id>_<focal plane>_<Gardner grade>.jpg`, e.g. good_23765483_-15_3AA.jpg or
 * poor_41019399_0_1B-B-.jpg. A minus after a letter ("A-") is a shade within that grade: for agreement it
 * counts as the letter itself.
 */

export type GardnerLabel = { expansion: number; icm: 'A' | 'B' | 'C'; te: 'A' | 'B' | 'C'; text: string };
export type StorkImage = { file: string; good: boolean; embryo: string; plane: number; grade: GardnerLabel };

const NAME = /^(good|poor)_(\d+)_(-?\d+)_([^.]+)\.jpe?g$/i;
const GRADE = /^([1-6])([ABC])-?([ABC])-?$/;

export function parseGardner(text: string): GardnerLabel {
  const match = GRADE.exec(text.trim().toUpperCase());
  if (!match) throw new Error(`Not a Gardner grade: ${text}`);
  return {
    expansion: Number(match[1]),
    icm: match[2] as 'A' | 'B' | 'C',
    te: match[3] as 'A' | 'B' | 'C',
    text,
  };
}

export function parseStorkName(file: string): StorkImage {
  const match = NAME.exec(file);
  if (!match) throw new Error(`Not a STORK image name: ${file}`);
  return {
    file,
    good: match[1]!.toLowerCase() === 'good',
    embryo: match[2]!,
    plane: Number(match[3]),
    grade: parseGardner(match[4]!),
  };
}

export const listStorkImages = (dir: string): StorkImage[] =>
  readdirSync(dir)
    .filter((f) => NAME.test(f))
    .sort()
    .map(parseStorkName);
