import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('splits plain prose at full stops, question marks and exclamation marks', () => {
    expect(splitSentences('AMH is a blood test. Is it reliable? Yes! Ask your clinic.')).toEqual([
      'AMH is a blood test.',
      'Is it reliable?',
      'Yes!',
      'Ask your clinic.',
    ]);
  });

  it('keeps abbreviations inside their sentence', () => {
    expect(
      splitSentences(
        'Some tests, e.g. AMH, vary by lab. Others, i.e. FSH, vary by cycle. IVF vs. ICSI differ. ' +
          'Dr. Patel said so. It takes approx. 12 days. See Fig. 2 for details.',
      ),
    ).toEqual([
      'Some tests, e.g. AMH, vary by lab.',
      'Others, i.e. FSH, vary by cycle.',
      'IVF vs. ICSI differ.',
      'Dr. Patel said so.',
      'It takes approx. 12 days.',
      'See Fig. 2 for details.',
    ]);
  });

  it('keeps decimals and percentages whole', () => {
    expect(
      splitSentences('An AMH below 1.1 ng/mL is low. About 2.5% of births follow IVF. That is all.'),
    ).toEqual(['An AMH below 1.1 ng/mL is low.', 'About 2.5% of births follow IVF.', 'That is all.']);
  });

  it('ends a sentence after a closing bracket or quote', () => {
    expect(
      splitSentences('This is in vitro fertilisation (IVF). Then comes "the wait." After that, a test.'),
    ).toEqual(['This is in vitro fertilisation (IVF).', 'Then comes "the wait."', 'After that, a test.']);
  });

  it('does not end a sentence before a lower-case word', () => {
    expect(splitSentences('Ask "is it safe?" and listen. The end.')).toEqual([
      'Ask "is it safe?" and listen.',
      'The end.',
    ]);
  });

  it('a "No." answer ends its sentence, "No. 3" does not', () => {
    expect(
      splitSentences('Does stress cause infertility? No. It can make trying harder. Form No. 3 helps.'),
    ).toEqual(['Does stress cause infertility?', 'No.', 'It can make trying harder.', 'Form No. 3 helps.']);
  });

  it('ends a lead-in at a colon followed by a list or a capitalised item', () => {
    expect(
      splitSentences(
        'Some signs that can help: Cervical mucus. In the days before ovulation it becomes clear.',
      ),
    ).toEqual([
      'Some signs that can help:',
      'Cervical mucus.',
      'In the days before ovulation it becomes clear.',
    ]);
    expect(splitSentences('One point is clear: these tests estimate quantity.')).toEqual([
      'One point is clear: these tests estimate quantity.',
    ]);
  });

  it('keeps list lines apart and drops their markers, and treats paragraphs as boundaries', () => {
    expect(
      splitSentences(
        'Speak to a GP if:\n- you are under 35 and waited a year\n- your periods are absent\n\nSeek care now',
      ),
    ).toEqual([
      'Speak to a GP if:',
      'you are under 35 and waited a year',
      'your periods are absent',
      'Seek care now',
    ]);
  });

  it('collapses whitespace and line wraps inside a paragraph', () => {
    expect(splitSentences('  The cycle starts\non day 1.   Ovulation\tfollows.  ')).toEqual([
      'The cycle starts on day 1.',
      'Ovulation follows.',
    ]);
  });

  it('splits real knowledge-hub prose', () => {
    const text =
      'Pregnancy is possible only on about six days of each cycle: the five days before ovulation and the day of ovulation itself. ' +
      'This is because sperm can survive in fertile cervical mucus for up to about five days, while an egg can be fertilised for only around 12 to 24 hours after its release. ' +
      'The ASRM notes that the chance of pregnancy is highest when intercourse happens in the one to two days before ovulation and on the day of ovulation.';
    expect(splitSentences(text)).toHaveLength(3);
  });

  it('returns nothing for empty text', () => {
    expect(splitSentences('')).toEqual([]);
    expect(splitSentences(' \n\n ')).toEqual([]);
  });
});
