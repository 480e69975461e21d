/**
 * Every page path of the web app (spec 01 §2), grouped by the layout and guard that serve it. The web router
 * builds its routes from these lists, and the API answers 404 for a page path none of them matches, so the
 * two can never disagree about which addresses exist. `:name` is one path segment of any value.
 */
export const WEB_ROUTES = {
  /** The public site: anyone may open these. */
  public: [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/reset-password-token',
    '/reset-password/:token',
    '/confirm-email',
    '/admin/login',
    '/clinic/login',
    '/about',
    '/pricing',
    '/terms-and-conditions',
    '/privacy-policy',
    '/terms-of-use',
    '/healthz',
    '/contact',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/knowledge-hub',
    '/knowledge-hub/:slug',
    '/blog',
    '/blog/:id',
    '/faq',
    '/help-center',
    '/fertility-treatments',
  ],
  /** Any signed-in account, in the member layout. */
  signedIn: [
    '/dashboard',
    '/profile',
    '/settings',
    '/notifications',
    '/community',
    '/community/posts/:slug',
    '/community/posts/:slug/edit',
    '/messages',
    '/messages/:conversationId',
    '/wallet',
    '/subscriptions',
    '/subscriptions/checkout',
    '/wearables',
    '/appointments',
    '/appointments/book',
    '/appointments/stats',
    '/appointments/offers/:offerId',
    '/appointments/:appointmentId/visit',
    '/embryo-analysis',
    '/embryo-grading',
    '/ivf-prediction',
    '/ivf-prediction/:predictionId',
    '/ai-assistant',
    '/treatments',
    '/payment-detail',
    '/payments/confirm/:id',
    '/clinic/onboarding',
    '/clinic/dashboard',
  ],
  patient: ['/user-dashboard', '/cycle-tracking'],
  professional: ['/expert-dashboard', '/verification', '/expert-user-dashboard', '/patients/:patientId'],
  /** The back office. */
  staff: [
    '/admin-dashboard',
    '/admin-dashboard/users',
    '/admin-dashboard/plans',
    '/admin-dashboard/faqs',
    '/admin-dashboard/escrows',
    '/admin-dashboard/disputes',
    '/admin-dashboard/analytics',
    '/admin-dashboard/settings',
    '/admin-dashboard/clinics/tokens',
    '/admin',
    '/admin/users',
    '/admin/users/:userId',
    '/admin/plans',
    '/admin/plans/:planId',
    '/admin/blog',
    '/admin/support',
    '/admin/support/:messageId',
    '/admin/moderation',
    '/admin/post-moderation',
    '/admin/comment-moderation',
    '/admin/message-moderation',
    '/admin/verifications',
    '/admin/assistant-feedback',
  ],
} as const;

export type WebRouteGroup = keyof typeof WEB_ROUTES;
export type WebRoute = (typeof WEB_ROUTES)[WebRouteGroup][number];

export const ALL_WEB_ROUTES: readonly WebRoute[] = Object.values(WEB_ROUTES).flat();

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a segment of a route pattern stands for a value (`:slug`) rather than a fixed word. */
export const isParamSegment = (segment: string) => segment.startsWith(':');

/**
 * The route pattern a pathname opens, matched as the web router does: letter case and a trailing slash do
 * not matter, a percent-encoded segment counts as its decoded text, and `:name` takes any one segment.
 */
export function matchWebRoute(pathname: string): WebRoute | undefined {
  let wanted: string[];
  try {
    wanted = segmentsOf(pathname).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined; // malformed percent-encoding names no page
  }
  return ALL_WEB_ROUTES.find((route) => {
    const pattern = segmentsOf(route);
    return (
      pattern.length === wanted.length &&
      pattern.every((segment, index) => isParamSegment(segment) || segment === wanted[index])
    );
  });
}
