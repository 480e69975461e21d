import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** A knowledge hub article (content/knowledge-hub/<slug>.md): only slugs that exist there. */
type Read = { slug: string; title: string };

type Step = { id: string; title: string; text: string; read?: Read };

const IVF_STEPS: readonly Step[] = [
  {
    id: 'assessment',
    title: 'Assessment and tests',
    text: 'Before anything starts, your clinic checks how many eggs you are likely to have (AMH blood test and an antral follicle count on scan), looks at your womb and ovaries by ultrasound, and tests your partner’s semen if you have one. Infection screening is routine. These results decide which medicines and doses suit you.',
    read: { slug: 'ovarian-reserve-amh-fsh-afc', title: 'Ovarian reserve tests: AMH, FSH and AFC' },
  },
  {
    id: 'stimulation',
    title: 'Ovarian stimulation',
    text: 'Normally one egg matures each month. For IVF you give yourself hormone injections under the skin, usually for 8 to 14 days, so that several follicles (the small sacs that hold eggs) grow at once. A second medicine stops you ovulating too early. Bloating, tender breasts and mood changes are common.',
    read: { slug: 'fertility-medications-side-effects', title: 'Fertility medicines and their side effects' },
  },
  {
    id: 'monitoring',
    title: 'Monitoring scans and blood tests',
    text: 'Every few days the clinic measures the follicles with an internal ultrasound scan, and sometimes your estradiol level with a blood test, to adjust the doses. Tell your clinic straight away if you have severe bloating, pain or breathlessness: these can be signs of ovarian hyperstimulation syndrome (OHSS).',
    read: { slug: 'ohss-warning-signs', title: 'OHSS warning signs' },
  },
  {
    id: 'trigger',
    title: 'Trigger injection',
    text: 'When enough follicles reach about 17 to 20 mm, one last injection completes the eggs’ maturation. Its timing is exact, because egg collection is booked about 34 to 36 hours later.',
  },
  {
    id: 'egg-collection',
    title: 'Egg collection',
    text: 'Under sedation or a light anaesthetic, a fine needle guided by ultrasound draws the fluid, and the egg it holds, from each follicle. It takes 15 to 30 minutes. You rest for a few hours and need someone to take you home; cramps and light spotting for a day or two are usual.',
  },
  {
    id: 'fertilisation',
    title: 'Fertilisation, or ICSI',
    text: 'The same day, the eggs meet the sperm in the laboratory: either mixed with many sperm (conventional IVF), or each injected with a single sperm (ICSI), used mostly when sperm are few or move poorly. The next morning the embryologist tells you how many eggs fertilised.',
    read: { slug: 'icsi', title: 'ICSI (intracytoplasmic sperm injection)' },
  },
  {
    id: 'culture',
    title: 'Embryo culture',
    text: 'The embryos grow in an incubator for two to six days, most often to day 5, the blastocyst stage. Some stop developing along the way; that is normal. The embryologist grades them to choose which to transfer first, and good embryos not transferred can be frozen.',
    read: { slug: 'embryo-grading', title: 'Embryo grading explained' },
  },
  {
    id: 'transfer',
    title: 'Embryo transfer',
    text: 'A thin, soft tube passes through the cervix and places the embryo in the womb, usually without anaesthetic and in a few minutes, rather like a smear test. Most clinics advise transferring one embryo: twins carry much higher risks for mother and babies. You can go back to normal activities afterwards.',
  },
  {
    id: 'luteal-support',
    title: 'Luteal support',
    text: 'From around egg collection you take progesterone (pessaries, gel or injections) to prepare and support the womb lining. Keep taking it until your clinic tells you to stop.',
  },
  {
    id: 'pregnancy-test',
    title: 'The pregnancy test and the two-week wait',
    text: 'The days between transfer and the pregnancy test, about 9 to 11 days after a blastocyst transfer, are often the hardest. Clinics usually measure β-hCG in the blood; when it is positive, a second test two days later shows whether it is rising as expected, and an early scan follows a few weeks later. Home tests taken too early can mislead.',
    read: { slug: 'emotional-health', title: 'Looking after your emotional health' },
  },
  {
    id: 'frozen-transfer',
    title: 'Frozen embryo transfers',
    text: 'Embryos frozen from one egg collection can be thawed and transferred in later cycles, either in your natural cycle or after preparing the womb lining with estrogen and progesterone. No stimulation or egg collection is needed, and some clinics freeze all embryos on purpose, for example to avoid OHSS.',
    read: { slug: 'frozen-embryo-transfer', title: 'Frozen embryo transfer (FET)' },
  },
];

const OTHER_TREATMENTS: readonly Step[] = [
  {
    id: 'iui',
    title: 'Intrauterine insemination (IUI)',
    text: 'Washed sperm is placed in the womb with a thin tube around the time you ovulate, in a natural cycle or with mild fertility medicines. It is simpler and cheaper than IVF, and is often used with donor sperm or when sex is difficult.',
    read: { slug: 'iui', title: 'Intrauterine insemination (IUI)' },
  },
  {
    id: 'ovulation-induction',
    title: 'Ovulation induction',
    text: 'If you do not ovulate regularly, for example with PCOS, tablets such as letrozole or clomifene, or low-dose injections, help one egg mature; scans check that only one or two follicles grow. You then try for a pregnancy at home.',
    read: { slug: 'pcos', title: 'Polycystic ovary syndrome (PCOS)' },
  },
];

const MORE_READING: readonly Read[] = [
  { slug: 'ivf-step-by-step', title: 'IVF, step by step' },
  { slug: 'when-to-seek-help', title: 'When to seek help with getting pregnant' },
  { slug: 'male-factor-infertility', title: 'Male factor infertility' },
  { slug: 'questions-to-ask-your-clinic', title: 'Questions to ask your fertility clinic' },
  { slug: 'costs-and-funding', title: 'Costs and funding questions' },
];

const LINK = 'font-medium text-brand-strong underline underline-offset-4';

function StepCard({ step, number }: { step: Step; number?: number }) {
  return (
    <li
      className="flex gap-4 rounded-xl border border-line bg-surface p-5"
      aria-labelledby={`step-${step.id}`}
    >
      {number !== undefined ? (
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-base font-semibold text-ink-inverse"
        >
          {number}
        </span>
      ) : null}
      <div className="flex min-w-0 flex-col gap-2">
        <h3 id={`step-${step.id}`} className="text-lg font-semibold text-ink">
          {number !== undefined ? <span className="sr-only">Step {number}: </span> : null}
          {step.title}
        </h3>
        <p className="leading-relaxed text-ink-muted">{step.text}</p>
        {step.read ? (
          <p className="text-sm">
            Read more:{' '}
            <Link to={`/knowledge-hub/${step.read.slug}`} className={LINK}>
              {step.read.title}
            </Link>
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The public page on common fertility treatments, in plain words, linked from the landing page. */
export function Component() {
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-10 sm:py-16">
      <header className="flex flex-col gap-4 border-b border-line pb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
          Fertility treatments, step by step
        </h1>
        <p className="text-lg text-ink-muted">
          What happens in an IVF cycle, from the first tests to the pregnancy test, and two simpler treatments
          that often come first. Every clinic adapts the steps to the person, so your own plan may differ:
          this page helps you know what to ask.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/register">Create your free account</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to="/appointments/book">Book a consultation</Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="ivf-title" className="flex flex-col gap-4">
        <h2 id="ivf-title" className="text-2xl font-semibold">
          An IVF cycle
        </h2>
        <p className="text-ink-muted">
          From the first injection to the pregnancy test usually takes four to six weeks.
        </p>
        <ol className="flex list-none flex-col gap-3 p-0">
          {IVF_STEPS.map((step, index) => (
            <StepCard key={step.id} step={step} number={index + 1} />
          ))}
        </ol>
      </section>

      <section aria-labelledby="other-title" className="flex flex-col gap-4">
        <h2 id="other-title" className="text-2xl font-semibold">
          Simpler treatments
        </h2>
        <ul className="flex list-none flex-col gap-3 p-0">
          {OTHER_TREATMENTS.map((step) => (
            <StepCard key={step.id} step={step} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="records-title" className="flex flex-col gap-3 rounded-xl bg-brand-soft p-6">
        <h2 id="records-title" className="text-xl font-semibold text-brand-ink">
          Keep your treatment in one place
        </h2>
        <p className="text-ink">
          With a Fertilia account you keep your medicines with reminders at your local time, your lab results
          with their reference ranges and trends, and the notes your experts and doctors write after a
          consultation.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to="/register">Sign up</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/appointments/book">Book a consultation</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="reading-title" className="flex flex-col gap-3">
        <h2 id="reading-title" className="text-xl font-semibold">
          More from our knowledge hub
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {MORE_READING.map((read) => (
            <li key={read.slug}>
              <Link to={`/knowledge-hub/${read.slug}`} className={LINK}>
                {read.title}
              </Link>
            </li>
          ))}
        </ul>
        <p className="text-sm text-ink-muted">
          This page explains; it does not advise. Your clinic knows your history and decides with you.
        </p>
      </section>
    </article>
  );
}
