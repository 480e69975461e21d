import modelJson from './ivf-model.json' with { type: 'json' };
import { ivfModelFileSchema, type IvfModelFile } from './model-file';

/**
 * The model in use: ivf-model.json as bench/ivf/fit.ts wrote it, checked against the code's terms when the
 * module loads, so a mismatched file fails at start-up rather than answering wrongly.
 */
export const IVF_MODEL: IvfModelFile = ivfModelFileSchema.parse(modelJson);
