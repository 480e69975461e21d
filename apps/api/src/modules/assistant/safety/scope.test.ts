import { describe, expect, it } from 'vitest';
import { outOfScope, outOfScopeMessage } from './scope';

const DOSE_CHANGES = [
  'Should I increase my Gonal-f dose?',
  'Can I take a double dose of progesterone if I missed one?',
  'How much Menopur should I inject?',
  'Can I stop my Cetrotide early?',
  'I missed my progesterone pessary last night, what should I do?',
  "Can I skip tonight's injection?",
  'Is it ok to lower my Gonal F to 150 units?',
  'How many units of Menopur should I take?',
  'Should I stop taking progesterone now my test is negative?',
  'I forgot my Cetrotide this morning, can I take it now?',
  'Can I take an extra Cyclogest if I have spotting?',
  'What dose of estradiol should I be on?',
  'Can I cut my Clomid tablets in half?',
  'I want to reduce my stims because I feel bloated',
  'Is it safe to come off my Clexane injections before 12 weeks?',
  'Can I do my trigger shot an hour later than planned?',
  'I took my progesterone 3 hours late, is that ok?',
  'My clinic said 225 IU but can I do 300?',
  'Menopur: how much should I inject tonight?',
  'Should I double up on progesterone?',
];

const DIAGNOSES = [
  'Do I have PCOS?',
  'Is this a miscarriage?',
  'What is wrong with me?',
  'Could I have endometriosis? My periods are very painful',
  'Am I infertile after a year of trying?',
  'Does this mean I am having a miscarriage?',
  'Do you think I have low ovarian reserve?',
  'Is it possible that I have a thyroid problem?',
  "Why can't I get pregnant?",
  'My periods stopped, am I going through menopause?',
  'Am I miscarrying?',
  'Do I have OHSS?',
  'Is this implantation bleeding or my period?',
];

const IN_SCOPE = [
  'What does Cetrotide do?',
  'What are the side effects of progesterone?',
  'Does a higher dose of Gonal-f mean more eggs?',
  'Why did my clinic increase my Menopur dose?',
  'How is Menopur mixed and injected?',
  'How much folic acid should I take before trying to conceive?',
  'What is PCOS?',
  'How is endometriosis diagnosed?',
  'What are the symptoms of a miscarriage?',
  'Is bleeding after a positive pregnancy test always a miscarriage?',
  'Can you have PCOS with regular periods?',
  'Do I have to fast before egg collection?',
  'Do I have to tell my employer about IVF?',
  'What is the difference between IUI and IVF?',
  'When in my cycle am I most fertile?',
  'Why do I need progesterone after embryo transfer?',
  'What is a trigger shot for?',
  'Should I store Gonal-f in the fridge?',
  'How long does stimulation usually last?',
  'Can I drink alcohol during the two-week wait?',
  'What does AMH mean?',
  'How many embryos should we transfer?',
  'Can I exercise while taking Clomid?',
  'What happens if the trigger is given at the wrong time?',
  'Can I stop the pill before trying to conceive?',
  'Can I change my injection site?',
  'Can I pick up my meds later?',
  'How many injections will I need during IVF?',
  'How many days do I take Clomid for?',
  'Can I stop exercising during stims?',
  'How many folic acid tablets should I take?',
  'What do I have to bring to egg collection?',
  'Do I have a better chance with a blastocyst?',
  'Is it normal to feel tired on progesterone?',
  'How many units are in a Gonal-f pen?',
];

describe('out of scope', () => {
  it.each(DOSE_CHANGES.map((q) => [q] as const))('"%s" asks to set or change a dose', (question) => {
    expect(outOfScope(question)).toBe('dose_change');
  });

  it.each(DIAGNOSES.map((q) => [q] as const))('"%s" asks to be diagnosed', (question) => {
    expect(outOfScope(question)).toBe('diagnosis');
  });

  it.each(IN_SCOPE.map((q) => [q] as const))('"%s" is answered', (question) => {
    expect(outOfScope(question)).toBeNull();
  });

  it('sends dose questions to the prescribing clinic and says what to do about a missed dose', () => {
    const message = outOfScopeMessage('dose_change');
    expect(message).toMatch(/cannot set, change/);
    expect(message).toMatch(/clinic/);
    expect(message).toMatch(/missed a dose/);
  });

  it('declines to diagnose, points to general information and to a clinician or a consultation', () => {
    const message = outOfScopeMessage('diagnosis');
    expect(message).toMatch(/cannot tell whether you have/);
    expect(message).toMatch(/general information from our sources/);
    expect(message).toMatch(/book a consultation/);
  });
});
