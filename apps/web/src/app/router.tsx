import { Navigate, createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { WEB_ROUTES, type WebRoute, type WebRouteGroup } from '@fertilia/contracts/core';
import { PageFallback, RootShell } from './root-shell';
import { RouteError } from './route-error';

/**
 * Every route of spec 01 §2. Each screen is its own lazily loaded chunk so the landing page stays small;
 * routes whose features come in later issues share the honest "not available yet" screen.
 */
const unavailable = () => import('./feature-unavailable');
/**
 * Guards load with the first guarded screen: they need the role rules of contracts, which carry zod, and the
 * public landing page should not pay for that.
 */
type GuardName =
  'RequireAuth' | 'RequireStaff' | 'RequirePatient' | 'RequireProfessional' | 'DashboardRedirect';
const guard = (name: GuardName) => () => import('./guards').then((module) => ({ Component: module[name] }));
/**
 * The paths that show the "not available yet" screen (without their leading slash), so links elsewhere can be
 * checked against them.
 */
export const UNAVAILABLE_PATHS = new Set<string>();
const soon: Screen = { lazy: unavailable };

/** What each route of the shared table shows; typed by that table, so a route cannot be missing or extra. */
type Screen = Pick<NonIndexRouteObject, 'lazy' | 'element'>;
const screens: Record<WebRoute, Screen> = {
  '/': { lazy: () => import('./landing') },
  '/login': { lazy: () => import('@/features/auth/pages/login') },
  '/register': { lazy: () => import('@/features/auth/pages/register') },
  '/forgot-password': { lazy: () => import('@/features/auth/pages/forgot-password') },
  '/reset-password': { lazy: () => import('@/features/auth/pages/reset-password') },
  '/reset-password-token': { lazy: () => import('@/features/auth/pages/reset-password') },
  '/reset-password/:token': { lazy: () => import('@/features/auth/pages/reset-password') },
  '/confirm-email': { lazy: () => import('@/features/auth/pages/confirm-email') },
  '/admin/login': { lazy: () => import('@/features/auth/pages/admin-login') },
  '/clinic/login': soon,
  '/about': { lazy: () => import('@/features/public/pages/about') },
  '/pricing': { lazy: () => import('./pricing-route') },
  '/terms-and-conditions': { lazy: () => import('@/features/public/pages/terms') },
  '/privacy-policy': { lazy: () => import('@/features/public/pages/privacy') },
  '/terms-of-use': { lazy: () => import('@/features/public/pages/terms-of-use') },
  '/healthz': { lazy: () => import('@/features/public/pages/healthz') },
  '/contact': { lazy: () => import('@/features/contact/pages/contact') },
  '/newsletter/confirm': { lazy: () => import('@/features/marketing/pages/newsletter-confirm') },
  '/newsletter/unsubscribe': { lazy: () => import('@/features/marketing/pages/newsletter-unsubscribe') },
  '/knowledge-hub': { lazy: () => import('@/features/knowledge/pages/knowledge-hub') },
  '/knowledge-hub/:slug': { lazy: () => import('@/features/knowledge/pages/knowledge-article') },
  '/blog': { lazy: () => import('@/features/blog/pages/blog-list') },
  '/blog/:id': { lazy: () => import('@/features/blog/pages/blog-post') },
  '/faq': { lazy: () => import('@/features/faq/pages/help-center') },
  '/help-center': { lazy: () => import('@/features/faq/pages/help-center') },
  '/fertility-treatments': { lazy: () => import('@/features/public/pages/fertility-treatments') },

  '/dashboard': { lazy: guard('DashboardRedirect') },
  '/profile': { lazy: () => import('@/features/account/pages/profile') },
  '/settings': { lazy: () => import('./settings-route') },
  '/notifications': { lazy: () => import('@/features/notifications/pages/notifications') },
  '/community': { lazy: () => import('@/features/community/pages/community') },
  '/community/posts/:slug': { lazy: () => import('@/features/community/pages/post') },
  '/community/posts/:slug/edit': { lazy: () => import('@/features/community/pages/edit-post') },
  '/messages': { lazy: () => import('@/features/messages/pages/messages') },
  '/messages/:conversationId': { lazy: () => import('@/features/messages/pages/messages') },
  '/wallet': { lazy: () => import('@/features/wallet/pages/wallet') },
  '/subscriptions': { lazy: () => import('@/features/subscriptions/pages/subscriptions') },
  '/subscriptions/checkout': { lazy: () => import('@/features/subscriptions/pages/checkout') },
  '/wearables': soon,
  '/appointments': { lazy: () => import('@/features/consultations/pages/appointments') },
  '/appointments/book': { lazy: () => import('@/features/consultations/pages/book') },
  '/appointments/stats': { lazy: () => import('@/features/consultations/pages/stats') },
  '/appointments/offers/:offerId': { lazy: () => import('@/features/consultations/pages/slot-offer') },
  '/appointments/:appointmentId/visit': { lazy: () => import('@/features/consultations/pages/visit') },
  '/embryo-analysis': { lazy: () => import('./embryo-analysis-route') },
  '/embryo-grading': { lazy: () => import('@/features/embryo/pages/embryo-grading') },
  '/ivf-prediction': { lazy: () => import('./ivf-prediction-route') },
  '/ivf-prediction/:predictionId': { lazy: () => import('@/features/ivf/pages/ivf-prediction-detail') },
  '/ai-assistant': { lazy: () => import('./ai-assistant-route') },
  '/treatments': { lazy: () => import('@/features/treatments/pages/treatments') },
  '/payments/confirm/:id': { lazy: () => import('@/features/payments/pages/confirm-payment') },
  '/payment-detail': { lazy: () => import('./payment-detail-route') },
  '/clinic/onboarding': soon,
  '/clinic/dashboard': soon,

  '/user-dashboard': { lazy: () => import('./user-dashboard-route') },
  '/cycle-tracking': { lazy: () => import('@/features/cycle-tracking/pages/cycle-tracking') },

  '/expert-dashboard': { lazy: () => import('./expert-dashboard-route') },
  '/verification': { lazy: () => import('@/features/verification/pages/verification') },
  '/expert-user-dashboard': soon,
  '/patients/:patientId': { lazy: () => import('@/features/consultations/pages/patient') },

  '/admin-dashboard': { lazy: () => import('@/features/admin/pages/admin-dashboard') },
  '/admin-dashboard/users': { lazy: () => import('@/features/admin/pages/admin-users') },
  '/admin-dashboard/plans': { lazy: () => import('@/features/admin/pages/admin-plans') },
  '/admin-dashboard/faqs': { lazy: () => import('@/features/faq/pages/admin-faqs') },
  '/admin-dashboard/escrows': { lazy: () => import('./admin-escrows-route') },
  '/admin-dashboard/disputes': { lazy: () => import('@/features/disputes/pages/admin-disputes') },
  '/admin-dashboard/analytics': soon,
  '/admin-dashboard/settings': soon,
  '/admin-dashboard/clinics/tokens': soon,
  // Spec 01 §2: one entry says /admin, the sidebar says /admin-dashboard; both land on the dashboard.
  '/admin': { element: <Navigate to="/admin-dashboard" replace /> },
  '/admin/users': { lazy: () => import('@/features/admin/pages/admin-users') },
  '/admin/users/:userId': { lazy: () => import('@/features/admin/pages/admin-user-detail') },
  '/admin/plans': { element: <Navigate to="/admin-dashboard/plans" replace /> },
  '/admin/plans/:planId': { lazy: () => import('@/features/admin/pages/admin-plan-detail') },
  '/admin/blog': { lazy: () => import('@/features/blog/pages/admin-blog') },
  '/admin/support': { lazy: () => import('@/features/support-inbox/pages/support-inbox') },
  '/admin/support/:messageId': { lazy: () => import('@/features/support-inbox/pages/support-message') },
  '/admin/moderation': { lazy: () => import('@/features/moderation/pages/moderation') },
  '/admin/post-moderation': { lazy: () => import('@/features/moderation/pages/post-moderation') },
  '/admin/comment-moderation': { lazy: () => import('@/features/moderation/pages/comment-moderation') },
  '/admin/message-moderation': { lazy: () => import('@/features/moderation/pages/message-moderation') },
  '/admin/verifications': { lazy: () => import('@/features/verification/pages/admin-verifications') },
  '/admin/assistant-feedback': { lazy: () => import('@/features/assistant/pages/assistant-feedback') },
};

/** One group of the shared route table as route objects; the paths are absolute, under pathless layouts. */
const routesOf = (group: WebRouteGroup): RouteObject[] =>
  WEB_ROUTES[group].map((path) => {
    if (screens[path] === soon) UNAVAILABLE_PATHS.add(path.slice(1));
    return { path, ...screens[path] };
  });

const publicRoutes: RouteObject[] = [
  ...routesOf('public'),
  // Any address the table does not hold: the API answers it 404 with this same page.
  { path: '*', lazy: () => import('@/features/public/pages/not-found') },
];

const signedInRoutes: RouteObject[] = [
  ...routesOf('signedIn'),
  { lazy: guard('RequirePatient'), children: routesOf('patient') },
  { lazy: guard('RequireProfessional'), children: routesOf('professional') },
];

/** A layout keeps its chrome when one of its screens fails: the error shows where the screen would be. */
const withinLayout = (children: RouteObject[]): RouteObject[] => [{ errorElement: <RouteError />, children }];

export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      { lazy: () => import('./layouts/public-layout'), children: withinLayout(publicRoutes) },
      {
        lazy: guard('RequireAuth'),
        children: [
          { lazy: () => import('./layouts/signed-in-layout'), children: withinLayout(signedInRoutes) },
        ],
      },
      {
        lazy: guard('RequireStaff'),
        children: [
          { lazy: () => import('./layouts/admin-layout'), children: withinLayout(routesOf('staff')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
