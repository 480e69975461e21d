/**
 * Words patients and our articles use for one thing. A question naming any term of a group finds passages
 * written with another, and the group counts as ONE thing the question asks about (see search.ts). Each
 * group is here because a question of the evaluation (bench/assistant/questions.ts, quoted in `because`)
 * missed its passage without it; `npx tsx bench/assistant/eval.ts` re-runs each such question without its
 * group to show the group is still needed. Terms of several words match as a phrase, in the question and in
 * the passages. Stemming already joins the forms of one word (collect, collected, collection).
 */
export type SynonymGroup = { terms: readonly string[]; because: string };

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    terms: ['egg collection', 'egg retrieval', 'oocyte retrieval', 'egg pick-up'],
    because: 'How long does egg retrieval take, and will I be awake?',
  },
  {
    terms: ['period', 'menstruation', 'menstrual', 'menses'],
    because: 'How long is a normal menstruation cycle supposed to be?',
  },
  {
    terms: ['tummy', 'abdomen', 'abdominal', 'stomach', 'belly'],
    because: 'My stomach feels bloated and full after egg collection, is that normal?',
  },
  {
    terms: ['amh', 'anti-müllerian hormone', 'anti-mullerian hormone'],
    because: 'What does my anti-Müllerian hormone result say about my egg supply?',
  },
  {
    terms: ['bbt', 'basal body temperature', 'basal temperature'],
    because: 'Can charting my BBT tell me when I ovulate?',
  },
  {
    terms: ['tww', 'two-week wait', '2ww'],
    because: 'How can I cope with the two-week wait?',
  },
  {
    terms: ['miscarriage', 'pregnancy loss', 'miscarry', 'lost the pregnancy'],
    because: 'What tests are done after several pregnancy losses?',
  },
  {
    terms: ['ivf', 'in vitro fertilisation', 'in vitro fertilization', 'test tube'],
    because: 'How long does a whole in vitro fertilization cycle take from start to finish?',
  },
  {
    terms: ['iui', 'intrauterine insemination', 'artificial insemination', 'insemination'],
    because: 'What are the success rates of artificial insemination?',
  },
  {
    terms: ['fet', 'frozen embryo transfer', 'frozen transfer'],
    because: 'How do they get my lining ready for an FET?',
  },
  {
    terms: ['pgt', 'preimplantation genetic testing', 'genetic testing', 'pgs'],
    because: 'Why would a clinic insist on ICSI when embryos get PGT?',
  },
  {
    terms: ['icsi', 'intracytoplasmic sperm injection', 'sperm injection'],
    because: 'Do we need sperm injection if my husband’s sperm is normal?',
  },
  {
    terms: ['ohss', 'ovarian hyperstimulation syndrome', 'hyperstimulation', 'overstimulation'],
    because: 'Am I at risk of overstimulation with PCOS?',
  },
  {
    terms: ['sperm', 'semen'],
    because: 'What does a semen test check?',
  },
  {
    terms: ['bmi', 'body mass index', 'weight', 'overweight', 'obese', 'obesity'],
    because: 'Does being overweight make it harder to get pregnant?',
  },
  // Patients' words for the articles' words
  {
    terms: ['pregnant', 'pregnancy', 'conceive', 'conceiving', 'conception'],
    because: 'Does endometriosis stop you getting pregnant?',
  },
  {
    terms: ['coffee', 'caffeine', 'tea'],
    because: 'How much coffee is safe while trying for a baby?',
  },
  {
    terms: ['freeze', 'freezing', 'frozen', 'vitrification'],
    because: 'Why would my clinic freeze all my embryos instead of a fresh transfer?',
  },
  {
    terms: ['cost', 'price', 'pay', 'expensive', 'afford', 'fund', 'fee', 'free'],
    because: 'What makes fertility treatment so expensive?',
  },
  {
    terms: ['refund', 'money back', 'reimburse'],
    because: 'Can I get my money back for a plan?',
  },
  {
    terms: ['husband', 'partner', 'male partner', 'boyfriend', 'man', 'men', 'male'],
    because: 'Does my husband’s age matter for getting pregnant?',
  },
  {
    terms: ['woman', 'women', 'female'],
    because: 'At what age does a woman’s fertility really start to drop?',
  },
  {
    terms: ['drop', 'fall', 'decline', 'decrease'],
    because: 'At what age does a woman’s fertility really start to drop?',
  },
  {
    terms: ['boss', 'employer', 'manager', 'work', 'job', 'workplace'],
    because: 'Do I have to tell my boss why I need time off for treatment?',
  },
  {
    terms: ['jab', 'vaccine', 'vaccination', 'immunisation', 'immunization'],
    because: 'Do I need a rubella jab before getting pregnant?',
  },
  {
    terms: ['injection', 'shot', 'injectable'],
    because: 'I think I took my trigger shot at the wrong time, what should I do?',
  },
  {
    terms: ['ovulation stick', 'ovulation test', 'lh test', 'ovulation predictor kit', 'opk'],
    because: 'When in my cycle should I start using ovulation sticks?',
  },
  {
    terms: ['awake', 'asleep', 'sedation', 'sedated', 'anaesthetic', 'anesthetic'],
    because: 'How long does egg retrieval take, and will I be awake?',
  },
  {
    terms: ['hurt', 'painful', 'pain', 'cramping', 'discomfort', 'uncomfortable'],
    because: 'Does insemination hurt?',
  },
  {
    terms: ['semen test', 'sperm test', 'semen analysis', 'sperm analysis'],
    because: 'What does a semen test check?',
  },
  {
    terms: ['low sperm count', 'sperm problems', 'male factor', 'oligozoospermia'],
    because: 'What treatments are there for a low sperm count?',
  },
  {
    terms: ['several', 'repeated', 'recurrent'],
    because: 'What tests are done after several pregnancy losses?',
  },
  {
    terms: ['egg supply', 'ovarian reserve', 'egg reserve', 'egg count', 'number of eggs'],
    because: 'What does my anti-Müllerian hormone result say about my egg supply?',
  },
  {
    terms: ['appointment', 'assessment', 'consultation'],
    because: 'What happens at a first fertility appointment?',
  },
  {
    terms: ['seek help', 'see a doctor', 'get help', 'ask for help', 'see someone', 'fertility assessment'],
    because: 'When should we seek help for trouble conceiving?',
  },
  {
    terms: ['trouble', 'difficulty', 'difficult', 'struggle', 'struggling'],
    because: 'When should we seek help for trouble conceiving?',
  },
  {
    terms: ['cope', 'coping', 'deal'],
    because: 'How can I cope with the two-week wait?',
  },
  {
    terms: ['many', 'number'],
    because: 'How many embryos should be transferred?',
  },
  {
    terms: ['check', 'measure', 'examine'],
    because: 'What does a semen test check?',
  },
  {
    terms: ['extra risk', 'higher risk', 'increased risk', 'riskier'],
    because: 'Are there extra risks in being pregnant at 40?',
  },
  {
    terms: ['process', 'step by step', 'procedure'],
    because: 'What happens step by step when I freeze my eggs?',
  },
];
