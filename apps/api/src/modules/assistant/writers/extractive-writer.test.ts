import type { AssistantContextItem } from '@fertilia/contracts';
import { describe, expect, it } from 'vitest';
import type { RetrievedPassage, WriterInput } from '../passage';
import { createExtractiveWriter } from './extractive-writer';
import { splitSentences } from './sentences';
import {
  AGE_AND_TREATMENT,
  EMBRYO_TRANSFER,
  FAQ_AMH,
  FAQ_MOST_FERTILE,
  FERTILE_WINDOW,
  FINDING_FERTILE_DAYS,
  LOW_AMH,
  OHSS,
  OVARIAN_RESERVE_MEANS,
} from './test/knowledge-passages';

const CONTEXT: AssistantContextItem[] = [
  { key: 'cycle_phase', label: 'Cycle phase', value: 'luteal phase (cycle day 22)' },
  { key: 'age_band', label: 'Age band', value: '35–37' },
  { key: 'ivf_estimate', label: 'Latest IVF estimate', value: 'a 31% chance of a live birth' },
];

const input = (
  question: string,
  passages: RetrievedPassage[],
  context: AssistantContextItem[] | null = null,
) => ({ question, passages, context, history: [] }) satisfies WriterInput;

async function answer(request: WriterInput, signal = new AbortController().signal): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of createExtractiveWriter().write(request, signal)) pieces.push(piece);
  return pieces;
}

type Quoted = { passage: number; index: number; text: string };
const sameStart = (a: string, b: string) =>
  a.charAt(0).toLowerCase() + a.slice(1) === b.charAt(0).toLowerCase() + b.slice(1);

/** Reads an answer back: every quoted sentence, the passage its marker names, and where it stands there. */
function quotedSentences(
  text: string,
  passages: RetrievedPassage[],
): { context: string | null; quoted: Quoted[] } {
  const paragraphs = text.split('\n\n');
  const context = paragraphs[0]!.startsWith('You shared that ') ? paragraphs.shift()! : null;
  const quoted: Quoted[] = [];
  for (const paragraph of paragraphs) {
    for (const match of paragraph.matchAll(/(.+?) \[(\d+)\]([.!?:]?)(?: |$)/g)) {
      const n = Number(match[2]);
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(passages.length);
      const sentences = splitSentences(passages[n - 1]!.body);
      const original = `${match[1]}${match[3]}`;
      const index = sentences.findIndex(
        (s) => sameStart(s, original) || sameStart(s.replace(/[;,]$/, '.'), original),
      );
      expect(index, `"${original}" is a sentence of passage ${n}`).toBeGreaterThanOrEqual(0);
      quoted.push({ passage: n, index, text: original });
    }
    // Nothing in the paragraph but quoted sentences with their markers.
    expect(paragraph.replace(/(.+?) \[(\d+)\]([.!?:]?)(?: |$)/g, '')).toBe('');
    expect(paragraph.match(/\[\d+\]/g)!.length).toBe(
      splitSentences(paragraph.replace(/ \[\d+\]/g, '')).length,
    );
  }
  return { context, quoted };
}

describe('the extractive writer', () => {
  it('is the embedded writer: no model', () => {
    const writer = createExtractiveWriter();
    expect(writer.kind).toBe('extractive');
    expect(writer.model).toBeNull();
  });

  it.each([
    ['When is my fertile window?', [FERTILE_WINDOW, FAQ_MOST_FERTILE, FINDING_FERTILE_DAYS]],
    ['What does a low AMH level mean?', [LOW_AMH, FAQ_AMH, AGE_AND_TREATMENT]],
    ['How many embryos should be transferred?', [EMBRYO_TRANSFER, OHSS]],
    ['How can I tell when I ovulate?', [FINDING_FERTILE_DAYS, FERTILE_WINDOW]],
  ])(
    'answers "%s" only with the passages’ sentences, each cited, in reading order',
    async (question, passages) => {
      const text = (await answer(input(question, passages))).join('');
      const { context, quoted } = quotedSentences(text, passages);
      expect(context).toBeNull();
      expect(quoted.length).toBeGreaterThanOrEqual(2);
      expect(quoted.length).toBeLessThanOrEqual(6);
      expect(new Set(quoted.map((q) => q.passage)).size).toBeLessThanOrEqual(3);
      expect(text.replace(/ \[\d+\]/g, '').split(/\s+/).length).toBeLessThanOrEqual(130);
      // Passages in retrieval order; within a passage, the author's order.
      for (let i = 1; i < quoted.length; i++) {
        const [a, b] = [quoted[i - 1]!, quoted[i]!];
        expect(a.passage < b.passage || (a.passage === b.passage && a.index < b.index)).toBe(true);
      }
      // One paragraph per passage.
      expect(text.split('\n\n')).toHaveLength(new Set(quoted.map((q) => q.passage)).size);
    },
  );

  it('never quotes a passage that covers nothing of the question, even when retrieval ranked it first', async () => {
    const passages = [EMBRYO_TRANSFER, FAQ_AMH, LOW_AMH];
    const text = (await answer(input('What does a low AMH level mean?', passages))).join('');
    const { quoted } = quotedSentences(text, passages);
    expect(quoted.map((q) => q.passage)).not.toContain(1);
    expect(quoted.length).toBeGreaterThan(0);
  });

  it('says nothing when no passage speaks to the question', async () => {
    expect(await answer(input('Is acupuncture worth it?', [EMBRYO_TRANSFER, OHSS], CONTEXT))).toEqual([]);
  });

  it('brings the sentence a dangling one leans on, in front of it', async () => {
    const passages = [FERTILE_WINDOW];
    const text = (await answer(input('How long can sperm survive in cervical mucus?', passages))).join('');
    const { quoted } = quotedSentences(text, passages);
    const because = quoted.findIndex((q) => q.text.startsWith('This is because sperm'));
    expect(because).toBeGreaterThan(0);
    expect(quoted[because - 1]!.text).toMatch(/^Pregnancy is possible only on about six days/);
  });

  it('reads "Others …" as leaning on the sentence before', async () => {
    const medicines: RetrievedPassage = {
      ...FAQ_AMH,
      body:
        'Some medicines are not safe in pregnancy, or need changing before you try. Others are essential and must not be stopped. ' +
        'Do not stop a prescribed medicine on your own.',
    };
    const text = (await answer(input('Which ones are essential?', [medicines]))).join('');
    expect(text).toMatch(
      /^Some medicines are not safe in pregnancy, or need changing before you try \[1\]\. Others are essential/,
    );
  });

  it('skips a dangling sentence that has nothing before it to lean on', async () => {
    const leaning: RetrievedPassage = {
      ...FAQ_AMH,
      body: 'It reflects how many eggs remain in the ovaries. Clinics use AMH to plan the dose of stimulation.',
    };
    const text = (await answer(input('What does AMH reflect about eggs in the ovaries?', [leaning]))).join(
      '',
    );
    expect(text).not.toContain('It reflects');
    expect(text).toBe('Clinics use AMH to plan the dose of stimulation [1].');
  });

  it('opens with her context when the quoted text bears on it, and names only what it bears on', async () => {
    const fertile = (await answer(input('When is my fertile window?', [FERTILE_WINDOW], CONTEXT))).join('');
    expect(fertile.split('\n\n')[0]).toBe('You shared that your cycle phase is luteal phase (cycle day 22).');
    quotedSentences(fertile, [FERTILE_WINDOW]);

    const age = (await answer(input('Does IVF work at my age?', [AGE_AND_TREATMENT], CONTEXT))).join('');
    expect(age.split('\n\n')[0]).toBe(
      'You shared that your age band is 35–37 and your latest IVF estimate is a 31% chance of a live birth.',
    );
  });

  it('adds no context sentence without context, with an empty one, or when none bears on the answer', async () => {
    for (const context of [null, []]) {
      const text = (await answer(input('When is my fertile window?', [FERTILE_WINDOW], context))).join('');
      expect(text).not.toContain('You shared');
    }
    const ohss = (await answer(input('What is OHSS?', [OHSS], [CONTEXT[0]!, CONTEXT[1]!]))).join('');
    expect(ohss).not.toContain('You shared');
  });

  it('quotes a list item with its lead-in, ending each as a sentence', async () => {
    const text = (
      await answer(input('Can I conceive naturally with a result lower than expected?', [LOW_AMH]))
    ).join('');
    expect(text).toContain('If your result is lower than expected for your age [1]: it ');
    expect(text).not.toMatch(/; \[1\]/);
  });

  it('brings a list item’s lead-in even when other items stand between them', async () => {
    const text = (
      await answer(input('Should I talk about timelines with a specialist rather than wait?', [LOW_AMH]))
    ).join('');
    expect(text).toContain(
      'If your result is lower than expected for your age [1]: it is a reason to discuss your plans and timelines with a fertility specialist rather than to wait [1].',
    );
  });

  it('reads "what does … mean" for what it asks about, not for the word "meaning"', async () => {
    const passages = [OVARIAN_RESERVE_MEANS];
    const text = (await answer(input('What does a low AMH level mean?', passages))).join('');
    const { quoted } = quotedSentences(text, passages);
    expect(quoted[0]!.text).toMatch(/^A young person with a low AMH/);
    expect(text).not.toContain('Egg quality, meaning');
  });

  it('is deterministic and streams sentence by sentence', async () => {
    const request = input('When is my fertile window?', [FERTILE_WINDOW, FAQ_MOST_FERTILE], CONTEXT);
    const first = await answer(request);
    expect(first.length).toBeGreaterThan(2);
    expect((await answer(request)).join('')).toBe(first.join(''));
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const pieces: string[] = [];
    const request = input('When is my fertile window?', [FERTILE_WINDOW, FAQ_MOST_FERTILE]);
    for await (const piece of createExtractiveWriter().write(request, controller.signal)) {
      pieces.push(piece);
      controller.abort();
    }
    expect(pieces).toHaveLength(1);
  });
});
