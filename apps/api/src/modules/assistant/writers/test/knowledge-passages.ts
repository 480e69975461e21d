import type { RetrievedPassage } from '../../passage';

/*
 * Real sections of our knowledge hub and FAQ (content/), as retrieval hands them over: plain prose, bold
 * marks gone, list items flattened into sentences. Tests quote them, so they must stay verbatim copies.
 */

const article = (
  id: number,
  sourceKey: string,
  sourceTitle: string,
  sectionTitle: string,
  anchor: string,
  body: string,
): RetrievedPassage => ({
  id,
  sourceKind: 'knowledge',
  sourceKey,
  sourceTitle,
  sectionTitle,
  url: `/knowledge-hub/${sourceKey}#${anchor}`,
  body,
  score: 1 / id,
});

export const FERTILE_WINDOW = article(
  1,
  'menstrual-cycle-and-fertile-window',
  'The menstrual cycle and your fertile window',
  'The fertile window',
  'the-fertile-window',
  'Pregnancy is possible only on about six days of each cycle: the five days before ovulation and the day of ovulation itself. ' +
    'This is because sperm can survive in fertile cervical mucus for up to about five days, while an egg can be fertilised for only around 12 to 24 hours after its release. ' +
    'The ASRM notes that the chance of pregnancy is highest when intercourse happens in the one to two days before ovulation and on the day of ovulation.\n\n' +
    'In a regular 28-day cycle the window is roughly days 9 to 14, but many people ovulate earlier or later, and the day moves from cycle to cycle. ' +
    'Calendar calculations and app predictions based only on past period dates are therefore estimates, not facts.',
);

export const FINDING_FERTILE_DAYS = article(
  2,
  'menstrual-cycle-and-fertile-window',
  'The menstrual cycle and your fertile window',
  'How to find your fertile days',
  'how-to-find-your-fertile-days',
  'You do not need special equipment to make the most of the fertile window. Some signs that can help:\n' +
    '- Cervical mucus. In the days before ovulation, vaginal secretions often become clear, stretchy and slippery, like raw egg white. This is one of the most useful day-to-day signs that fertile days have arrived.\n' +
    "- LH urine tests. Ovulation predictor kits detect the LH surge and give about one to two days' notice of ovulation. Our article on LH ovulation tests explains how to use them.\n" +
    '- Basal body temperature. A small rise in resting temperature confirms that ovulation has already happened. It is better for learning your pattern over several cycles than for timing sex in the current one.',
);

export const OHSS = article(
  3,
  'ohss-warning-signs',
  'OHSS warning signs',
  'What OHSS is',
  'what-ohss-is',
  'Ovarian hyperstimulation syndrome (OHSS) happens when the ovaries respond more strongly than intended to fertility medicines, usually the injections used for IVF or egg freezing. ' +
    'The ovaries swell, and substances released from them make small blood vessels leak fluid into the abdomen and, in severe cases, around the lungs. ' +
    'Losing fluid from the bloodstream can lead to dehydration, kidney strain and a higher risk of blood clots.\n\n' +
    'Most OHSS is mild and gets better by itself. A few people in every hundred develop moderate or severe OHSS, and a small number need hospital care. ' +
    'Knowing the warning signs means you can get help early.',
);

export const LOW_AMH = article(
  4,
  'ovarian-reserve-amh-fsh-afc',
  'Ovarian reserve tests: AMH, FSH and antral follicle count',
  'Understanding your result',
  'understanding-your-result',
  'If your result is lower than expected for your age:\n' +
    '- it may mean fewer eggs are collected if you have IVF, and your doctor may adjust the plan;\n' +
    '- it does not mean you cannot conceive naturally, especially if you are ovulating regularly;\n' +
    '- it is a reason to discuss your plans and timelines with a fertility specialist rather than to wait.\n\n' +
    'If your result is higher than expected, ask about PCOS, which can cause a high AMH and AFC, and about the risk of over-response to stimulation medicines.',
);

export const EMBRYO_TRANSFER = article(
  5,
  'ivf-step-by-step',
  'IVF, step by step',
  'Step 7: embryo transfer',
  'step-7-embryo-transfer',
  'Embryo transfer is a short procedure without anaesthetic, similar to a smear test. A thin catheter passes through the cervix and places the embryo in the womb, usually guided by abdominal ultrasound. Most people can return to normal activities afterwards; bed rest is not needed.\n\n' +
    'Both the HFEA and professional guidelines encourage transferring a single embryo in most cases. Twins and triplets carry much higher risks for the mother and the babies, and transferring one embryo at a time, with the rest frozen, gives a good chance of a baby with far fewer risks.\n\n' +
    'Some clinics freeze all embryos and transfer one in a later cycle, for example to avoid ovarian hyperstimulation syndrome.',
);

export const AGE_AND_TREATMENT = article(
  6,
  'age-and-fertility',
  'Age and fertility',
  'Age and fertility treatment',
  'age-and-fertility-treatment',
  "Treatment helps, but it cannot fully reverse the effect of age on eggs. National data, such as the CDC's reports on assisted reproduction in the United States, show that the chance of a live birth per IVF cycle using your own eggs falls steadily with age, especially after 40. " +
    "The chance using eggs from a younger donor depends largely on the donor's age.",
);

export const FAQ_MOST_FERTILE: RetrievedPassage = {
  id: 7,
  sourceKind: 'faq',
  sourceKey: '24',
  sourceTitle: 'When in my cycle am I most fertile?',
  sectionTitle: null,
  url: '/faq#24',
  body:
    'The fertile window is the five days before ovulation and the day of ovulation itself. ' +
    'Ovulation usually happens about 12 to 16 days before the next period, so the exact day varies with cycle length. ' +
    'Having sex every two to three days throughout the cycle covers the fertile window without needing to pinpoint it.',
  score: 0.5,
};

export const FAQ_AMH: RetrievedPassage = {
  id: 8,
  sourceKind: 'faq',
  sourceKey: '26',
  sourceTitle: 'What does AMH mean?',
  sectionTitle: null,
  url: '/faq#26',
  body:
    'AMH (anti-Müllerian hormone) is a blood test that reflects how many eggs remain in the ovaries, often called ovarian reserve. ' +
    'It helps clinics predict how someone will respond to stimulation for IVF or egg freezing. ' +
    'It does not reliably predict whether you will conceive naturally, so a low result on its own does not mean you cannot get pregnant.',
  score: 0.4,
};

export const OVARIAN_RESERVE_MEANS = article(
  9,
  'ovarian-reserve-amh-fsh-afc',
  'Ovarian reserve tests: AMH, FSH and antral follicle count',
  'What "ovarian reserve" means',
  'what-ovarian-reserve-means',
  'Ovarian reserve describes the number of eggs remaining in the ovaries. Everyone with ovaries is born with all the eggs they will ever have, and the number falls steadily with age until menopause. Ovarian reserve tests estimate this number indirectly.\n\n' +
    'An important point the ASRM makes clearly: these tests estimate egg quantity, not egg quality. Egg quality, meaning the chance that an egg has the right number of chromosomes and can become a healthy pregnancy, depends mainly on age. A young person with a low AMH usually still has good-quality eggs; an older person with a high AMH still has the egg quality of their age.',
);
