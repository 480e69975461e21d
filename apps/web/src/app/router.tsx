import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
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
/** The paths that show the "not available yet" screen, so links elsewhere can be checked against them. */
export const UNAVAILABLE_PATHS = new Set<string>();
const soon = (path: string): RouteObject => {
  UNAVAILABLE_PATHS.add(path);
  return { path, lazy: unavailable };
};

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./landing') },
  { path: 'login', lazy: () => import('@/features/auth/pages/login') },
  { path: 'register', lazy: () => import('@/features/auth/pages/register') },
  { path: 'forgot-password', lazy: () => import('@/features/auth/pages/forgot-password') },
  { path: 'reset-password', lazy: () => import('@/features/auth/pages/reset-password') },
  { path: 'reset-password-token', lazy: () => import('@/features/auth/pages/reset-password') },
  { path: 'reset-password/:token', lazy: () => import('@/features/auth/pages/reset-password') },
  { path: 'confirm-email', lazy: () => import('@/features/auth/pages/confirm-email') },
  { path: 'admin/login', lazy: () => import('@/features/auth/pages/admin-login') },
  soon('clinic/login'),
  { path: 'about', lazy: () => import('@/features/public/pages/about') },
  { path: 'pricing', lazy: () => import('./pricing-route') },
  { path: 'terms-and-conditions', lazy: () => import('@/features/public/pages/terms') },
  { path: 'privacy-policy', lazy: () => import('@/features/public/pages/privacy') },
  { path: 'terms-of-use', lazy: () => import('@/features/public/pages/terms-of-use') },
  { path: 'healthz', lazy: () => import('@/features/public/pages/healthz') },
  { path: 'contact', lazy: () => import('@/features/contact/pages/contact') },
  { path: 'newsletter/confirm', lazy: () => import('@/features/marketing/pages/newsletter-confirm') },
  { path: 'newsletter/unsubscribe', lazy: () => import('@/features/marketing/pages/newsletter-unsubscribe') },
  { path: 'knowledge-hub', lazy: () => import('@/features/knowledge/pages/knowledge-hub') },
  { path: 'knowledge-hub/:slug', lazy: () => import('@/features/knowledge/pages/knowledge-article') },
  { path: 'blog', lazy: () => import('@/features/blog/pages/blog-list') },
  { path: 'blog/:id', lazy: () => import('@/features/blog/pages/blog-post') },
  { path: 'faq', lazy: () => import('@/features/faq/pages/help-center') },
  { path: 'help-center', lazy: () => import('@/features/faq/pages/help-center') },
  { path: '*', lazy: () => import('@/features/public/pages/not-found') },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: guard('DashboardRedirect') },
  {
    lazy: guard('RequirePatient'),
    children: [
      { path: 'user-dashboard', lazy: () => import('@/features/dashboard/pages/user-dashboard') },
      { path: 'cycle-tracking', lazy: () => import('@/features/cycle-tracking/pages/cycle-tracking') },
    ],
  },
  {
    lazy: guard('RequireProfessional'),
    children: [
      { path: 'expert-dashboard', lazy: () => import('@/features/dashboard/pages/expert-dashboard') },
      { path: 'verification', lazy: () => import('@/features/verification/pages/verification') },
      soon('expert-user-dashboard'),
      soon('patients/:patientId'),
    ],
  },
  { path: 'profile', lazy: () => import('@/features/account/pages/profile') },
  { path: 'settings', lazy: () => import('./settings-route') },
  { path: 'notifications', lazy: () => import('@/features/notifications/pages/notifications') },
  { path: 'community', lazy: () => import('@/features/community/pages/community') },
  { path: 'community/posts/:slug', lazy: () => import('@/features/community/pages/post') },
  { path: 'community/posts/:slug/edit', lazy: () => import('@/features/community/pages/edit-post') },
  { path: 'messages', lazy: () => import('@/features/messages/pages/messages') },
  { path: 'messages/:conversationId', lazy: () => import('@/features/messages/pages/messages') },
  ...[
    'wallet',
    'subscriptions',
    'wearables',
    'appointments',
    'appointments/book',
    'appointments/stats',
    'embryo-analysis',
    'embryo-grading',
    'ivf-prediction',
    'ai-assistant',
    'treatments',
    'payment-detail',
    'clinic/onboarding',
    'clinic/dashboard',
  ].map(soon),
];

const adminRoutes: RouteObject[] = [
  {
    path: 'admin-dashboard',
    children: [
      { index: true, lazy: () => import('@/features/admin/pages/admin-dashboard') },
      { path: 'users', lazy: () => import('@/features/admin/pages/admin-users') },
      { path: 'plans', lazy: () => import('@/features/admin/pages/admin-plans') },
      { path: 'faqs', lazy: () => import('@/features/faq/pages/admin-faqs') },
      ...['escrows', 'disputes', 'analytics', 'settings', 'clinics/tokens'].map(soon),
    ],
  },
  {
    path: 'admin',
    children: [
      // Spec 01 §2: one entry says /admin, the sidebar says /admin-dashboard; both land on the dashboard.
      { index: true, element: <Navigate to="/admin-dashboard" replace /> },
      { path: 'users', lazy: () => import('@/features/admin/pages/admin-users') },
      { path: 'users/:userId', lazy: () => import('@/features/admin/pages/admin-user-detail') },
      { path: 'plans', element: <Navigate to="/admin-dashboard/plans" replace /> },
      { path: 'plans/:planId', lazy: () => import('@/features/admin/pages/admin-plan-detail') },
      { path: 'blog', lazy: () => import('@/features/blog/pages/admin-blog') },
      { path: 'support', lazy: () => import('@/features/support-inbox/pages/support-inbox') },
      { path: 'support/:messageId', lazy: () => import('@/features/support-inbox/pages/support-message') },
      { path: 'moderation', lazy: () => import('@/features/moderation/pages/moderation') },
      { path: 'post-moderation', lazy: () => import('@/features/moderation/pages/post-moderation') },
      { path: 'comment-moderation', lazy: () => import('@/features/moderation/pages/comment-moderation') },
      { path: 'message-moderation', lazy: () => import('@/features/moderation/pages/message-moderation') },
      { path: 'verifications', lazy: () => import('@/features/verification/pages/admin-verifications') },
    ],
  },
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
        children: [{ lazy: () => import('./layouts/admin-layout'), children: withinLayout(adminRoutes) }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
