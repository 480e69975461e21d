/**
 * What the quiz can point to. Features marked `available: false` are routed to the "not available yet"
 * screen today; flip the flag when the feature ships, so the quiz never promises more than the product has.
 */
export const QUIZ_FEATURES = {
  knowledge_hub: {
    title: 'Knowledge hub',
    text: 'Plain-language articles reviewed against public medical guidance.',
    to: '/knowledge-hub',
    available: true,
  },
  help_center: {
    title: 'Help Center',
    text: 'Quick answers about Fertilia and fertility care.',
    to: '/help-center',
    available: true,
  },
  cycle_tracking: {
    title: 'Cycle tracking',
    text: 'Log periods, symptoms and test results and see your cycle at a glance.',
    to: '/cycle-tracking',
    available: true,
  },
  consultations: {
    title: 'Consultations',
    text: 'Book a video consultation with a fertility expert or doctor.',
    to: '/appointments/book',
    available: true,
  },
  treatments: {
    title: 'Treatment record',
    text: 'Keep medications, lab results and doctor notes of each cycle in one place.',
    to: '/treatments',
    available: true,
  },
  ivf_prediction: {
    title: 'IVF success estimate',
    text: 'An estimate to discuss with your doctor — never a verdict.',
    to: '/ivf-prediction',
    available: true,
  },
  ai_assistant: {
    title: 'AI fertility assistant',
    text: 'Everyday questions answered from our reviewed articles, any time.',
    to: '/ai-assistant',
    available: true,
  },
  community: {
    title: 'Community',
    text: 'Talk with people on the same path, under a username, with kind moderation.',
    to: '/community',
    available: true,
  },
} as const;
export type QuizFeatureKey = keyof typeof QUIZ_FEATURES;

/** Knowledge-hub articles by slug (content/knowledge-hub/<slug>.md), with the title the quiz shows. */
export const QUIZ_ARTICLES = {
  'menstrual-cycle-and-fertile-window': 'The menstrual cycle and your fertile window',
  'tracking-basal-body-temperature': 'Tracking basal body temperature',
  'lh-ovulation-tests': 'LH ovulation tests',
  'when-to-seek-help': 'When to seek help',
  'ovarian-reserve-amh-fsh-afc': 'Ovarian reserve: AMH, FSH and antral follicle count',
  pcos: 'PCOS and fertility',
  endometriosis: 'Endometriosis and fertility',
  'male-factor-infertility': 'Male factor infertility',
  'ivf-step-by-step': 'IVF, step by step',
  'fertility-medications-side-effects': 'Fertility medications and their side effects',
  'ohss-warning-signs': 'OHSS warning signs',
  'embryo-grading': 'Embryo grading',
  'lifestyle-and-fertility': 'Lifestyle and fertility',
  'age-and-fertility': 'Age and fertility',
  'emotional-health': 'Emotional health during fertility care',
  'costs-and-funding': 'Costs and funding',
  'questions-to-ask-your-clinic': 'Questions to ask your clinic',
  'unexplained-infertility': 'Unexplained infertility',
  'preparing-for-pregnancy': 'Preparing for pregnancy',
} as const;
export type QuizArticleSlug = keyof typeof QUIZ_ARTICLES;
