/**
 * The product areas a plan's feature line can name, each with the screen it lives on. A plan's features are
 * free text written in the back office ("One expert consultation a month"), so the pricing page recognises
 * the area a line is about and asks the router whether that screen is built yet (issue 15, item 5): a plan
 * never sells as available what is not. The first area whose words match wins, so the specific ones lead.
 */
export const PLAN_FEATURE_AREAS: readonly { path: string; mentions: RegExp }[] = [
  // Anything with an expert or a doctor is a consultation, however it is phrased (call, chat, video visit).
  { path: '/appointments/book', mentions: /\bconsult|\bexpert|\bdoctor|\bvideo (visit|call)|\bappointment/i },
  { path: '/ivf-prediction', mentions: /\bivf\b.*\b(predict|estimat|success)|\bsuccess (predict|estimat)/i },
  { path: '/embryo-analysis', mentions: /\bembryo\b.*\b(analys|grading)/i },
  { path: '/ai-assistant', mentions: /\bai\b|\bassistant\b|\bchatbot\b/i },
  { path: '/treatments', mentions: /\btreatment (record|plan|track|diary)/i },
  { path: '/wearables', mentions: /\bwearable/i },
  { path: '/wallet', mentions: /\bwallet\b/i },
  { path: '/cycle-tracking', mentions: /\bcycle (track|log|calendar)/i },
  { path: '/community', mentions: /\bcommunit/i },
  { path: '/messages', mentions: /\b(chat|messag)/i },
  { path: '/knowledge-hub', mentions: /\bknowledge hub\b/i },
  { path: '/blog', mentions: /\bblog\b/i },
];

/** The screen a plan's feature line is about, or undefined when it names no area ("Everything in Care"). */
export const planFeaturePath = (feature: string): string | undefined =>
  PLAN_FEATURE_AREAS.find((area) => area.mentions.test(feature))?.path;

/** Whether a screen of the app is built; the router knows, and the app passes it down. */
export type IsBuilt = (path: string) => boolean;

/** True when the line names an area that is not built yet: the card says "Coming soon" beside it. */
export const isComingSoon = (feature: string, isBuilt: IsBuilt): boolean => {
  const path = planFeaturePath(feature);
  return path !== undefined && !isBuilt(path);
};
