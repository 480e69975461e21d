import { ASSISTANT_STARTER_QUESTIONS } from '@fertilia/contracts';

/**
 * Questions our content answers, written as patients ask them (not in the headings' words), each with the
 * passages that answer it: a knowledge-hub section (article slug + the section's anchor on the page; null is
 * the article's summary) or an FAQ entry (named by its question, as its id depends on the database). A
 * question counts as found when any of its passages is among the three cited.
 */
export type PassageRef =
  { kind: 'knowledge'; slug: string; section: string | null } | { kind: 'faq'; question: string };
export type InScopeQuestion = { question: string; answeredBy: readonly PassageRef[] };

const kb = (slug: string, section: string | null): PassageRef => ({ kind: 'knowledge', slug, section });
const faq = (question: string): PassageRef => ({ kind: 'faq', question });
const q = (question: string, ...answeredBy: PassageRef[]): InScopeQuestion => ({ question, answeredBy });

const STARTERS: Record<(typeof ASSISTANT_STARTER_QUESTIONS)[number], PassageRef[]> = {
  'When is my fertile window?': [
    kb('menstrual-cycle-and-fertile-window', 'the-fertile-window'),
    faq('When in my cycle am I most fertile?'),
  ],
  'What are the warning signs of OHSS?': [
    kb('ohss-warning-signs', 'warning-signs-contact-your-clinic-the-same-day'),
    kb('ohss-warning-signs', 'emergency-signs-call-emergency-services'),
    faq('What are the warning signs of OHSS?'),
  ],
  'What does a low AMH level mean?': [
    kb('ovarian-reserve-amh-fsh-afc', 'understanding-your-result'),
    kb('ovarian-reserve-amh-fsh-afc', 'amh-anti-mullerian-hormone'),
    kb('ovarian-reserve-amh-fsh-afc', 'what-the-tests-cannot-tell-you'),
    faq('What does AMH mean?'),
  ],
  'How many embryos should be transferred?': [
    kb('ivf-step-by-step', 'step-7-embryo-transfer'),
    kb('frozen-embryo-transfer', 'the-transfer-day'),
  ],
  'When should we seek help for trouble conceiving?': [
    kb('when-to-seek-help', 'the-usual-advice-on-when-to-ask'),
    kb('age-and-fertility', 'when-to-seek-help-earlier'),
    faq('When should I see a doctor about getting pregnant?'),
  ],
  'How can I cope with the two-week wait?': [
    kb('emotional-health', 'practical-ways-to-cope'),
    kb('emotional-health', 'stages-that-are-often-hardest'),
    kb('iui', 'practical-and-emotional-side'),
  ],
};

export const IN_SCOPE_QUESTIONS: readonly InScopeQuestion[] = [
  ...ASSISTANT_STARTER_QUESTIONS.map((question) => q(question, ...STARTERS[question])),
  // age-and-fertility
  q(
    'At what age does a woman’s fertility really start to drop?',
    kb('age-and-fertility', 'how-fertility-changes-with-age'),
    kb('age-and-fertility', 'why-age-matters'),
  ),
  q(
    'Does my husband’s age matter for getting pregnant?',
    kb('age-and-fertility', 'sperm-and-age'),
    faq('Does age affect fertility for men too?'),
  ),
  q('I’m 41, can IVF make up for my age?', kb('age-and-fertility', 'age-and-fertility-treatment')),
  q('Are there extra risks in being pregnant at 40?', kb('age-and-fertility', 'pregnancy-at-an-older-age')),
  // costs-and-funding
  q('Will the NHS pay for my IVF?', kb('costs-and-funding', 'public-funding')),
  q(
    'What makes fertility treatment so expensive?',
    kb('costs-and-funding', 'what-usually-makes-up-the-cost'),
    kb('costs-and-funding', 'why-costs-are-hard-to-predict'),
  ),
  q(
    'What should I check in my health insurance policy before treatment?',
    kb('costs-and-funding', 'private-insurance-and-employer-benefits'),
  ),
  // egg-freezing
  q(
    'How likely is it that my frozen eggs will give me a baby later?',
    kb('egg-freezing', 'how-likely-it-is-to-lead-to-a-baby'),
  ),
  q('How long can frozen eggs be stored in the UK?', kb('egg-freezing', 'storage-consent-and-the-law')),
  q('What happens step by step when I freeze my eggs?', kb('egg-freezing', 'what-the-process-involves')),
  // embryo-grading
  q(
    'What does a 4AA blastocyst mean?',
    kb('embryo-grading', 'blastocyst-grading'),
    faq('What do embryo grades mean?'),
  ),
  q(
    'Can a low grade embryo still become a baby?',
    kb('embryo-grading', 'what-grading-can-and-cannot-tell-you'),
    faq('What do embryo grades mean?'),
  ),
  q(
    'Is time-lapse embryo imaging worth paying for?',
    kb('embryo-grading', 'time-lapse-imaging-and-other-add-ons'),
  ),
  // emotional-health
  q(
    'My partner and I deal with infertility so differently, how do we support each other?',
    kb('emotional-health', 'relationships-and-support-networks'),
  ),
  q('Do I have to tell my boss why I need time off for treatment?', kb('emotional-health', 'work')),
  q(
    'Should my clinic offer me fertility counselling?',
    kb('emotional-health', 'counselling'),
    faq('Where can I find emotional support?'),
  ),
  // endometriosis
  q('How is endometriosis diagnosed now, do I need surgery?', kb('endometriosis', 'how-it-is-diagnosed')),
  q(
    'Does endometriosis stop you getting pregnant?',
    kb('endometriosis', 'how-endometriosis-can-affect-fertility'),
  ),
  q(
    'Should my endometrioma be removed before IVF?',
    kb('endometriosis', 'treatment-when-you-want-to-become-pregnant'),
  ),
  // fertility-medications-side-effects
  q(
    'What side effects can clomifene tablets cause?',
    kb('fertility-medications-side-effects', 'tablets-that-help-ovulation'),
  ),
  q(
    'I think I took my trigger shot at the wrong time, what should I do?',
    kb('fertility-medications-side-effects', 'the-trigger-injection'),
    kb('fertility-medications-side-effects', 'when-to-contact-your-clinic-or-get-emergency-help'),
  ),
  q(
    'Can I take ibuprofen during IVF?',
    kb('fertility-medications-side-effects', 'using-your-medicines-safely'),
    kb('ohss-warning-signs', 'mild-symptoms'),
  ),
  q(
    'Can I stop progesterone if I think the cycle has failed?',
    kb('fertility-medications-side-effects', 'hormones-that-support-the-lining'),
    kb('frozen-embryo-transfer', 'after-the-transfer'),
  ),
  // frozen-embryo-transfer
  q(
    'How do they get my lining ready for an FET?',
    kb('frozen-embryo-transfer', 'preparing-the-lining-of-the-uterus'),
  ),
  q(
    'Why would my clinic freeze all my embryos instead of a fresh transfer?',
    kb('frozen-embryo-transfer', 'why-embryos-are-frozen'),
  ),
  q(
    'What exactly is a frozen embryo transfer?',
    kb('frozen-embryo-transfer', 'what-a-frozen-embryo-transfer-is'),
    faq('What is a frozen embryo transfer?'),
  ),
  // icsi
  q(
    'Do we need sperm injection if my husband’s sperm is normal?',
    kb('icsi', 'when-sperm-are-normal'),
    faq('What is ICSI?'),
  ),
  q('Are babies born after ICSI healthy?', kb('icsi', 'risks-to-know-about')),
  q('Why would a clinic insist on ICSI when embryos get PGT?', kb('icsi', 'who-icsi-helps')),
  // iui
  q('What are the success rates of artificial insemination?', kb('iui', 'chances-of-success')),
  q('Could IUI work for a single woman using donor sperm?', kb('iui', 'who-it-can-help')),
  q('Does insemination hurt?', kb('iui', 'how-an-iui-cycle-works'), kb('iui', 'risks-and-side-effects')),
  q(
    'Is IUI the same thing as IVF?',
    faq('What is the difference between IUI and IVF?'),
    kb('iui', 'what-iui-is'),
  ),
  // ivf-step-by-step
  q(
    'How long does egg retrieval take, and will I be awake?',
    kb('ivf-step-by-step', 'step-4-egg-collection'),
    kb('egg-freezing', 'what-the-process-involves'),
  ),
  q(
    'How long does a whole in vitro fertilization cycle take from start to finish?',
    kb('ivf-step-by-step', 'what-ivf-is'),
  ),
  q(
    'How many days of injections are there in IVF stimulation?',
    kb('ivf-step-by-step', 'step-2-ovarian-stimulation'),
  ),
  q(
    'How soon after embryo transfer can I take a pregnancy test?',
    kb('ivf-step-by-step', 'step-8-luteal-support-and-the-pregnancy-test'),
    kb('frozen-embryo-transfer', 'after-the-transfer'),
  ),
  q(
    'Should I stay in bed after the embryo transfer?',
    kb('ivf-step-by-step', 'step-7-embryo-transfer'),
    kb('frozen-embryo-transfer', 'the-transfer-day'),
  ),
  // lh-ovulation-tests
  q(
    'When in my cycle should I start using ovulation sticks?',
    kb('lh-ovulation-tests', 'when-to-start-testing'),
  ),
  q(
    'Why are my ovulation tests positive all the time with PCOS?',
    kb('lh-ovulation-tests', 'when-lh-tests-can-mislead'),
  ),
  q('Is a faint line on an ovulation test a positive?', kb('lh-ovulation-tests', 'types-of-tests')),
  // lifestyle-and-fertility
  q('Does being overweight make it harder to get pregnant?', kb('lifestyle-and-fertility', 'weight')),
  q('How much coffee is safe while trying for a baby?', kb('lifestyle-and-fertility', 'caffeine')),
  q('Can stress stop me from getting pregnant?', kb('lifestyle-and-fertility', 'stress')),
  q(
    'Is it OK to drink alcohol while trying to conceive?',
    kb('lifestyle-and-fertility', 'alcohol'),
    kb('preparing-for-pregnancy', 'alcohol-smoking-and-drugs'),
  ),
  // male-factor-infertility
  q('What does a semen test check?', kb('male-factor-infertility', 'the-semen-analysis')),
  q('What does azoospermia mean?', kb('male-factor-infertility', 'what-the-terms-mean')),
  q('What treatments are there for a low sperm count?', kb('male-factor-infertility', 'treatment-options')),
  // menstrual-cycle-and-fertile-window
  q(
    'How long is a normal menstruation cycle supposed to be?',
    faq('What is a normal menstrual cycle?'),
    kb('menstrual-cycle-and-fertile-window', 'what-the-menstrual-cycle-is'),
    kb('menstrual-cycle-and-fertile-window', 'what-irregular-cycles-can-mean'),
  ),
  q(
    'How often should we have sex to get pregnant?',
    kb('menstrual-cycle-and-fertile-window', 'how-often-to-have-sex'),
    kb('lifestyle-and-fertility', 'timing-and-sex'),
  ),
  // miscarriage-and-support
  q(
    'What tests are done after several pregnancy losses?',
    kb('miscarriage-and-support', 'repeated-miscarriage'),
  ),
  q(
    'Did I cause my miscarriage by lifting heavy boxes?',
    kb('miscarriage-and-support', 'what-miscarriage-is'),
  ),
  q(
    'What are my options if the miscarriage doesn’t complete by itself?',
    kb('miscarriage-and-support', 'options-for-managing-a-miscarriage'),
  ),
  q(
    'Is bleeding in early pregnancy always a sign of miscarriage?',
    faq('Is bleeding after a positive pregnancy test always a miscarriage?'),
    kb('miscarriage-and-support', 'symptoms'),
  ),
  // ohss-warning-signs
  q(
    'My stomach feels bloated and full after egg collection, is that normal?',
    kb('ohss-warning-signs', 'mild-symptoms'),
  ),
  q(
    'Am I at risk of overstimulation with PCOS?',
    kb('ohss-warning-signs', 'who-is-at-higher-risk'),
    kb('pcos', 'ivf-and-pcos'),
  ),
  // ovarian-reserve-amh-fsh-afc
  q(
    'What does my anti-Müllerian hormone result say about my egg supply?',
    kb('ovarian-reserve-amh-fsh-afc', 'amh-anti-mullerian-hormone'),
    kb('ovarian-reserve-amh-fsh-afc', 'what-ovarian-reserve-means'),
    kb('ovarian-reserve-amh-fsh-afc', 'understanding-your-result'),
    faq('What does AMH mean?'),
  ),
  q('Is an FSH blood test reliable?', kb('ovarian-reserve-amh-fsh-afc', 'fsh-follicle-stimulating-hormone')),
  // pcos
  q('How do doctors diagnose PCOS?', kb('pcos', 'how-it-is-diagnosed')),
  q(
    'Which medicine is the first choice to make me ovulate with PCOS?',
    kb('pcos', 'medicines-to-help-ovulation'),
  ),
  // preparing-for-pregnancy
  q(
    'How much folic acid should I take before trying?',
    kb('preparing-for-pregnancy', 'folic-acid'),
    faq('Should I take folic acid before trying to conceive?'),
  ),
  q(
    'Do I need a rubella jab before getting pregnant?',
    kb('preparing-for-pregnancy', 'vaccinations-and-infections'),
  ),
  q(
    'Should I stop my epilepsy medication before trying for a baby?',
    kb('preparing-for-pregnancy', 'review-your-medicines'),
  ),
  // questions-to-ask-your-clinic
  q(
    'What should I ask when choosing a fertility clinic?',
    kb('questions-to-ask-your-clinic', 'before-you-choose-a-clinic'),
  ),
  // tracking-basal-body-temperature
  q(
    'Can charting my BBT tell me when I ovulate?',
    kb('tracking-basal-body-temperature', 'what-it-can-and-cannot-tell-you'),
  ),
  q(
    'How do I take my basal temperature correctly?',
    kb('tracking-basal-body-temperature', 'how-to-take-your-temperature'),
  ),
  // unexplained-infertility
  q(
    'All our tests came back normal, so why can’t we get pregnant?',
    kb('unexplained-infertility', 'what-unexplained-means'),
  ),
  q(
    'What treatment is recommended for unexplained infertility?',
    kb('unexplained-infertility', 'treatment-options'),
  ),
  // when-to-seek-help
  q(
    'What happens at a first fertility appointment?',
    kb('when-to-seek-help', 'what-the-first-assessment-usually-involves'),
  ),
  q(
    'We have only tried for 4 months but my periods are very irregular, should we see someone already?',
    kb('when-to-seek-help', 'reasons-to-go-sooner'),
    kb('unexplained-infertility', 'when-to-see-a-doctor'),
    kb('menstrual-cycle-and-fertile-window', 'when-to-contact-a-clinician'),
  ),
  // FAQ entries
  q(
    'Are treatment add-ons worth the money?',
    faq('What are treatment add-ons, and should I pay for them?'),
    kb('costs-and-funding', 'add-ons'),
    kb('questions-to-ask-your-clinic', 'about-add-ons'),
  ),
  q(
    'Can Fertilia diagnose what is wrong with me?',
    faq('Can Fertilia tell me what is wrong or what treatment I need?'),
  ),
  q('I forgot my password, how do I get back in?', faq('How do I reset a forgotten password?')),
  q('Can other people see my health information on my profile?', faq('Who can see my medical profile?')),
  q(
    'Does Fertilia sell my health data to advertisers?',
    faq('Do you sell my data or use it for advertising?'),
  ),
  q('How do I delete my account?', faq('How do I get a copy of my data or have my account deleted?')),
  q('Can I get my money back for a plan?', faq('Can I get a refund?')),
  q('Do I have to pay to use Fertilia?', faq('Is Fertilia free?')),
  q('How do I reach the support team?', faq('How do I contact Fertilia support?')),
  q('Can someone from Fertilia give me medical advice?', faq('Can I ask Fertilia staff for medical advice?')),
  q('Why has my account been locked?', faq('My account is locked after several failed sign-ins. What now?')),
];

/**
 * Written after the synonyms and the score's constants were chosen on the questions above, and not used to
 * tune anything: how retrieval does on questions it was not fitted to. Reported apart, with no bar.
 */
export const HELD_OUT_QUESTIONS: readonly InScopeQuestion[] = [
  q(
    'Is it true that eggs frozen before 35 work better?',
    kb('egg-freezing', 'how-likely-it-is-to-lead-to-a-baby'),
  ),
  q(
    'What is a hysterosalpingogram used for?',
    kb('unexplained-infertility', 'the-standard-tests'),
    kb('when-to-seek-help', 'what-the-first-assessment-usually-involves'),
    kb('iui', 'before-treatment'),
  ),
  q(
    'Can a varicocele cause male infertility?',
    kb('male-factor-infertility', 'common-causes'),
    kb('male-factor-infertility', 'treatment-options'),
  ),
  q('How is OHSS treated in hospital?', kb('ohss-warning-signs', 'how-ohss-is-treated')),
  q(
    'What is the luteal phase?',
    kb('menstrual-cycle-and-fertile-window', 'the-phases-of-the-cycle'),
    kb('tracking-basal-body-temperature', 'what-it-can-and-cannot-tell-you'),
  ),
  q(
    'Why would a clinic cancel my IUI cycle?',
    kb('iui', 'how-an-iui-cycle-works'),
    kb('iui', 'risks-and-side-effects'),
  ),
  q('How much vitamin D should I take before pregnancy?', kb('preparing-for-pregnancy', 'vitamin-d')),
  q(
    'Which lubricant is OK to use when we are trying to get pregnant?',
    kb('menstrual-cycle-and-fertile-window', 'how-often-to-have-sex'),
    kb('lifestyle-and-fertility', 'timing-and-sex'),
  ),
  q(
    'What are the signs of an ectopic pregnancy?',
    kb('miscarriage-and-support', 'when-to-get-urgent-help'),
    kb('when-to-seek-help', 'symptoms-that-need-care-straight-away'),
    kb('frozen-embryo-transfer', 'when-to-get-help'),
  ),
  q(
    'Can I use letrozole if I have PCOS?',
    kb('pcos', 'medicines-to-help-ovulation'),
    kb('fertility-medications-side-effects', 'tablets-that-help-ovulation'),
  ),
  q(
    'Does smoking damage sperm?',
    kb('lifestyle-and-fertility', 'smoking'),
    kb('male-factor-infertility', 'common-causes'),
    kb('male-factor-infertility', 'treatment-options'),
  ),
  q('How are embryos judged on day 3?', kb('embryo-grading', 'day-3-grading')),
  q('What is an antral follicle count scan?', kb('ovarian-reserve-amh-fsh-afc', 'antral-follicle-count-afc')),
  q(
    'Should I see a doctor about really painful periods?',
    kb('endometriosis', 'when-to-contact-a-clinician'),
    kb('endometriosis', 'symptoms-to-take-seriously'),
    kb('menstrual-cycle-and-fertile-window', 'when-to-contact-a-clinician'),
    kb('when-to-seek-help', 'reasons-to-go-sooner'),
  ),
  q('How do I pick a new username?', faq('How do I change my username?')),
  q('Why do I need to confirm my email?', faq('Why do I have to confirm my e-mail address?')),
  q('What can I do on Fertilia right now?', faq('What can I use today, and what is still coming?')),
  q('How many years can I keep my eggs in storage?', kb('egg-freezing', 'storage-consent-and-the-law')),
];
