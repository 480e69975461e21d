/**
 * Questions our knowledge hub and FAQ do not answer, which the assistant must decline rather than answer
 * from a loosely related passage. Some are far from fertility; most are near it but uncovered (checked with
 * grep over content/: no article or FAQ entry mentions acupuncture, DHEA, CoQ10, Menopur, sertraline, PRP,
 * mosaic embryos, sex selection, adoption, pineapple, mini IVF, or any city's prices).
 */
export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  // far off
  'How do I renew my passport?',
  'What will the weather be like this weekend?',
  'Can you give me a recipe for banana bread?',
  'How do I reset my wifi router?',
  'What is the capital of Australia?',
  'How do I file my tax return?',
  'Which laptop should I buy for university?',
  // near, but our content does not cover them
  'Does acupuncture improve IVF success rates?',
  'How much does a round of IVF cost at clinics in Manchester?',
  'Can I keep taking sertraline during IVF stimulation?',
  'What dose of Menopur is usual for a first cycle?',
  'Does DHEA improve egg quality for poor responders?',
  'Should I take CoQ10 to improve my egg quality?',
  'Is PRP ovarian rejuvenation worth trying?',
  'What are the chances that a mosaic embryo leads to a healthy baby?',
  'Can we choose the sex of our baby with IVF?',
  'How do we adopt a child from abroad?',
  'Does eating pineapple core help implantation?',
  'Is mini IVF more successful than conventional IVF?',
  'Which prenatal yoga classes do you recommend?',
];

/** Written with HELD_OUT_QUESTIONS, after tuning; reported apart. */
export const HELD_OUT_OFF_TOPIC: readonly string[] = [
  'How do I book a table at a restaurant?',
  'What are the symptoms of the flu?',
  'Does Clomid cause twins more often than Femara?',
  'What is the success rate of uterus transplants?',
  'How do I sign up to become an egg donor?',
  'Can a keto diet cure endometriosis?',
  'Which vitamins help with hair loss?',
  'Which fertility app is best for tracking ovulation?',
];
