import { describe, expect, it } from 'vitest';
import { createEmbryoAnalyser } from './analyser';
import { blastocystPicture } from './testing/synthetic-embryo';

describe('the worker thread', () => {
  it('rejects the analysis it was doing when it crashes, and the next analysis starts a fresh one', async () => {
    const analyser = createEmbryoAnalyser({
      workerUrl: new URL('./testing/crashing-worker.ts', import.meta.url),
    });
    try {
      const picture = await blastocystPicture({ cavity: 0.85 });
      await expect(analyser.analyse(picture, { day: 0, patientAge: 34 })).rejects.toThrow(/analysis stopped/);
      const after = await analyser.analyse(picture, { day: 5, patientAge: 34 });
      expect(after.detailed_assessment.grading_scale).toBe('gardner');
    } finally {
      await analyser.close();
    }
  });

  it('answers queued analyses in turn, and refuses new ones once closed', async () => {
    const analyser = createEmbryoAnalyser();
    const picture = await blastocystPicture({ cavity: 0.85 });
    const outcomes = await Promise.all(
      [1, 2, 3].map(() => analyser.analyse(picture, { day: 5, patientAge: 34 })),
    );
    expect(new Set(outcomes.map((o) => o.ai_grade)).size).toBe(1);
    await analyser.close();
    await expect(analyser.analyse(picture, { day: 5, patientAge: 34 })).rejects.toThrow(/closed/);
  });
});
