import { ASSISTANT_STARTER_QUESTIONS } from '@fertilia/contracts';
import type { EvaluationReport } from './evaluate';
import type { PassageRef } from './questions';

export type Calibration = {
  rows: { threshold: number; answeredWithSource: number; correctDeclines: number }[];
  offTopicScores: number[];
};
export type GroupCheck = { group: readonly string[]; because: string; status: string };

const starters = new Set<string>(ASSISTANT_STARTER_QUESTIONS);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** bench/assistant/results.md: the method, the figures, the calibration of the threshold, and every miss. */
export function renderResults(input: {
  report: EvaluationReport;
  heldOut: EvaluationReport;
  calibration: Calibration;
  groups: GroupCheck[];
  bars: { recallAt3: number; answeredWithSource: number; correctDeclines: number };
  threshold: number;
  counts: { inScope: number; offTopic: number };
  describe: (ref: PassageRef) => string;
}): string {
  const { report, heldOut, calibration, groups, bars, threshold, counts, describe } = input;
  const missesOf = (r: EvaluationReport) => [
    ...r.inScope
      .filter((x) => !x.found || x.declined)
      .map(
        (x) =>
          `| ${x.question.question} | ${x.found ? 'found, but declined' : 'not in the top 3'} | ${x.question.answeredBy.map(describe).join('<br>')} |`,
      ),
    ...r.offTopic.filter((x) => !x.declined).map((x) => `| ${x.question} | off-topic, answered | — |`),
  ];
  const figures = (r: EvaluationReport, n: { inScope: number; offTopic: number }) => [
    `| in-scope questions whose passage is in the top 3 (recall@3) | ${pct(r.recallAt3)} | ${Math.round(r.recallAt3 * n.inScope)} / ${n.inScope} |`,
    `| in-scope questions answered (strong enough) with their passage in the top 3 | ${pct(r.answeredWithSource)} | ${Math.round(r.answeredWithSource * n.inScope)} / ${n.inScope} |`,
    `| off-topic questions declined | ${pct(r.correctDeclines)} | ${Math.round(r.correctDeclines * n.offTopic)} / ${n.offTopic} |`,
  ];
  return [
    '# AI assistant — evaluation of citations and declines',
    '',
    'Run: `npx tsx bench/assistant/eval.ts` (`--check` exits 1 below a bar). Written by eval.ts; do not edit.',
    '',
    '## Method',
    '',
    '- An in-memory PGlite is migrated; the knowledge hub is synced and the FAQ seeded exactly as at start-up, and their',
    '  hooks index the passages (one per `##` section, long sections split; one per active FAQ entry).',
    '- `questions.ts`: questions written from our content as patients would ask them, each naming the passage(s) that',
    '  answer it (article + section anchor, or FAQ entry); it includes every starter question of the assistant.',
    '  `off-topic.ts`: questions our content does not cover, far off and near.',
    "- The answer evaluated is the API's own pipeline without an outside model (`pipelineAnswer`): red-flag triage and",
    "  scope rules, `retrievePassages` (PostgreSQL full-text, OR of the question's concepts, synonyms expanded, score =",
    '  rarity-weighted share of the question the passage holds plus a little rank), declining when `isStrongEnough` says',
    `  no (best score < ${threshold}), the extractive writer and the citation check. "Cited" is the final answer's`,
    '  citations in their order; recall@3 asks whether an expected passage is among its first three. An answer with no',
    '  citation counts as a decline.',
    "- The synonyms and the score's constants were tuned on these questions. The held-out questions below were written",
    '  afterwards and tuned nothing: they show what to expect on new questions.',
    '',
    '## Results',
    '',
    '| figure | value | count |',
    '|---|---|---|',
    ...figures(report, counts),
    '',
    `Bars held by \`--check\`: recall@3 ≥ ${pct(bars.recallAt3)}, answered with source ≥ ${pct(bars.answeredWithSource)}, off-topic declined ≥ ${pct(bars.correctDeclines)}, and every starter question answered with its passage.`,
    '',
    '| starter question | answered with its passage |',
    '|---|---|',
    ...report.inScope
      .filter((r) => starters.has(r.question.question))
      .map((r) => `| ${r.question.question} | ${r.found && !r.declined ? 'yes' : 'NO'} |`),
    '',
    '### Held out (written after tuning)',
    '',
    '| figure | value | count |',
    '|---|---|---|',
    ...figures(heldOut, { inScope: heldOut.inScope.length, offTopic: heldOut.offTopic.length }),
    '',
    '## Calibration of the threshold (isStrongEnough)',
    '',
    "The best passage's score at which the assistant answers, against both kinds of question:",
    '',
    '| threshold | in-scope answered with their passage | off-topic declined |',
    '|---|---|---|',
    ...calibration.rows.map(
      (r) =>
        `| ${r.threshold.toFixed(2)}${Math.abs(r.threshold - threshold) < 1e-9 ? ' (chosen)' : ''} | ${pct(r.answeredWithSource)} | ${pct(r.correctDeclines)} |`,
    ),
    '',
    `Best-passage scores of the off-topic questions, highest first: ${[...calibration.offTopicScores]
      .sort((a, b) => b - a)
      .map((s) => s.toFixed(2))
      .join(', ')}.`,
    '',
    '## Misses',
    '',
    '| question | what happened | its passage(s) |',
    '|---|---|---|',
    ...missesOf(report),
    '',
    'Held out:',
    '',
    '| question | what happened | its passage(s) |',
    '|---|---|---|',
    ...missesOf(heldOut),
    '',
    '## Synonym groups',
    '',
    'Each group of `synonyms.ts` was added for a question of the evaluation; here each is removed alone and that',
    'question asked again.',
    '',
    '| group | question | without the group |',
    '|---|---|---|',
    ...groups.map((g) => `| ${g.group.join(', ')} | ${g.because} | ${g.status} |`),
    '',
  ].join('\n');
}
