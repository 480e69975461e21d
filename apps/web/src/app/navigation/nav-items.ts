import {
  Activity,
  BadgeCheck,
  BarChart3,
  BookOpen,
  Bot,
  Building2,
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  CreditCard,
  FileText,
  FlaskConical,
  HandCoins,
  HeartPulse,
  HelpCircle,
  Inbox,
  LayoutDashboard,
  Library,
  type LucideIcon,
  Microscope,
  MessagesSquare,
  MessageCircle,
  Bell,
  Package,
  Pill,
  Scale,
  Settings,
  ShieldCheck,
  Sparkles,
  User as UserIcon,
  Users,
  Wallet,
  Watch,
} from 'lucide-react';
import { hasPermission, isProfessional, isStaff, type Permission, type Role } from '@fertilia/contracts/core';

/** Which count a sidebar entry may show once its feature reports one. */
export type BadgeSlot = 'appointments' | 'notifications' | 'community';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  badge?: BadgeSlot;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export interface NavContext {
  role: Role | string;
  /** From /api/config; Subscriptions hides while it is unknown or off. */
  subscriptionsEnabled: boolean;
}

const isPatient = (role: string) => role === 'patient';
/** "Wallet for expert and admin" (spec 01 §2); doctors count as experts, super admins as admins. */
// ADR 016: a wallet is seen by its owner (experts and doctors earn; patients reach theirs from the user menu), by
// finance and by admins, who see the platform's books there.
const hasWallet = (role: string) =>
  isProfessional(role) || role === 'admin' || role === 'super_admin' || role === 'finance';
const canModerate = (role: string) => isStaff(role) && hasPermission(role as Role, 'moderation');
const canManageUsers = (role: string) => isStaff(role) && hasPermission(role as Role, 'users');

const keep = <T>(items: (T | false)[]): T[] => items.filter((item): item is T => item !== false);

/** Spec 01 §2 "Top-bar user menu" in its order; Log out is added by the menu itself. */
export function userMenuItems({ role, subscriptionsEnabled }: NavContext): NavItem[] {
  const expert = isProfessional(role);
  return keep([
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
    !expert && { label: 'Book Consultation', to: '/appointments/book', icon: CalendarPlus },
    { label: 'My Appointments', to: '/appointments', icon: CalendarCheck },
    { label: 'Wallet', to: '/wallet', icon: Wallet },
    expert && { label: 'Embryo Analysis', to: '/embryo-analysis', icon: Microscope },
    { label: 'IVF Prediction', to: '/ivf-prediction', icon: Sparkles },
    { label: 'Community', to: '/community', icon: MessagesSquare },
    { label: 'Treatments', to: '/treatments', icon: Pill },
    { label: 'AI Assistant', to: '/ai-assistant', icon: Bot },
    expert && { label: 'Expert Dashboard', to: '/expert-dashboard', icon: Activity },
    expert && { label: 'Verification', to: '/verification', icon: BadgeCheck },
    { label: 'Profile', to: '/profile', icon: UserIcon },
    { label: 'Notifications', to: '/notifications', icon: Bell },
    { label: 'Settings', to: '/settings', icon: Settings },
    subscriptionsEnabled && { label: 'Subscriptions', to: '/subscriptions', icon: CreditCard },
    { label: 'Wearables', to: '/wearables', icon: Watch },
  ]);
}

/** Spec 01 §2 "Products menu"; the cycle tracker only for patients (and so not for visitors). */
export function productsMenuItems(role: string | null): NavItem[] {
  return keep([
    role !== null && isPatient(role) && { label: 'Cycle Tracker', to: '/cycle-tracking', icon: CalendarDays },
    { label: 'IVF Success Predictor', to: '/ivf-prediction', icon: Sparkles },
    { label: 'AI Fertility Assistant', to: '/ai-assistant', icon: Bot },
  ]);
}

const communityGroup: NavGroup = {
  label: 'Community & Learning',
  items: [
    { label: 'Community', to: '/community', icon: MessagesSquare, badge: 'community' },
    { label: 'Messages', to: '/messages', icon: MessageCircle },
    { label: 'Knowledge Hub', to: '/knowledge-hub', icon: Library },
    { label: 'Blog', to: '/blog', icon: BookOpen },
    { label: 'Help Center', to: '/help-center', icon: HelpCircle },
  ],
};

function accountGroup({ role, subscriptionsEnabled }: NavContext): NavGroup {
  return {
    label: 'Account',
    items: keep([
      { label: 'Profile', to: '/profile', icon: UserIcon },
      { label: 'Notifications', to: '/notifications', icon: Bell, badge: 'notifications' as const },
      hasWallet(role) && { label: 'Wallet', to: '/wallet', icon: Wallet },
      subscriptionsEnabled && { label: 'Subscriptions', to: '/subscriptions', icon: CreditCard },
      { label: 'Settings', to: '/settings', icon: Settings },
    ]),
  };
}

/** Spec 01 §2 "Sidebar groups" for patients and staff. */
export function sidebarGroups(context: NavContext): NavGroup[] {
  const { role } = context;
  const administration = keep([
    canManageUsers(role) && { label: 'User Management', to: '/admin/users', icon: Users },
    canModerate(role) && { label: 'Content Moderation', to: '/admin/moderation', icon: ShieldCheck },
  ]);
  return keep([
    {
      label: 'Main',
      items: keep([
        { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
        isPatient(role) && { label: 'Cycle Tracking', to: '/cycle-tracking', icon: CalendarDays },
        { label: 'Appointments', to: '/appointments', icon: CalendarCheck, badge: 'appointments' as const },
      ]),
    },
    {
      label: 'Health & Wellness',
      items: keep([
        { label: 'Treatments', to: '/treatments', icon: Pill },
        { label: 'Wearable Devices', to: '/wearables', icon: Watch },
        { label: 'AI Assistant', to: '/ai-assistant', icon: Bot },
        isProfessional(role) && { label: 'Embryo Analysis', to: '/embryo-analysis', icon: Microscope },
        { label: 'IVF Prediction', to: '/ivf-prediction', icon: Sparkles },
      ]),
    },
    communityGroup,
    accountGroup(context),
    administration.length > 0 && { label: 'Administration', items: administration },
  ]);
}

/** Experts and doctors: their practice first, patient-side tools after (spec 01 §2 "different layout"). */
export function expertSidebarGroups(context: NavContext): NavGroup[] {
  return [
    {
      label: 'Practice',
      items: [
        { label: 'Expert Dashboard', to: '/expert-dashboard', icon: Activity },
        { label: 'Verification', to: '/verification', icon: BadgeCheck },
        { label: 'Appointments', to: '/appointments', icon: CalendarCheck, badge: 'appointments' },
        { label: 'Appointment Stats', to: '/appointments/stats', icon: BarChart3 },
        { label: 'Embryo Analysis', to: '/embryo-analysis', icon: Microscope },
      ],
    },
    {
      label: 'Clinical Tools',
      items: [
        { label: 'IVF Prediction', to: '/ivf-prediction', icon: Sparkles },
        { label: 'Treatments', to: '/treatments', icon: Pill },
        { label: 'AI Assistant', to: '/ai-assistant', icon: Bot },
      ],
    },
    communityGroup,
    accountGroup(context),
  ];
}

interface AdminItem extends NavItem {
  /** Shown when the role holds any of these (PERMISSION_MATRIX). */
  anyOf: readonly Permission[];
}

const ADMIN_ITEMS: { label: string; items: AdminItem[] }[] = [
  {
    label: 'Overview',
    items: [
      {
        label: 'Dashboard',
        to: '/admin-dashboard',
        icon: LayoutDashboard,
        anyOf: ['users', 'plans', 'content', 'moderation', 'finance', 'support'],
      },
      { label: 'Analytics', to: '/admin-dashboard/analytics', icon: BarChart3, anyOf: ['users', 'finance'] },
    ],
  },
  {
    label: 'People',
    items: [
      // Support answers members but does not manage accounts: the user list is the 'users' permission's.
      { label: 'Users', to: '/admin-dashboard/users', icon: Users, anyOf: ['users'] },
      { label: 'Clinic Tokens', to: '/admin-dashboard/clinics/tokens', icon: Building2, anyOf: ['users'] },
      { label: 'Support Inbox', to: '/admin/support', icon: Inbox, anyOf: ['support'] },
      {
        label: 'Professional verification',
        to: '/admin/verifications',
        icon: BadgeCheck,
        anyOf: ['support'],
      },
    ],
  },
  {
    label: 'Plans & Finance',
    items: [
      { label: 'Plans', to: '/admin-dashboard/plans', icon: Package, anyOf: ['plans'] },
      { label: 'Escrows', to: '/admin-dashboard/escrows', icon: HandCoins, anyOf: ['finance'] },
      { label: 'Disputes', to: '/admin-dashboard/disputes', icon: Scale, anyOf: ['finance'] },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Blog', to: '/admin/blog', icon: FileText, anyOf: ['content'] },
      { label: 'FAQs', to: '/admin-dashboard/faqs', icon: HelpCircle, anyOf: ['content'] },
      // The answers members rated, read by those who can fix the articles and FAQ entries behind them.
      { label: 'Assistant feedback', to: '/admin/assistant-feedback', icon: Bot, anyOf: ['content'] },
      {
        label: 'Comment Moderation',
        to: '/admin/comment-moderation',
        icon: ShieldCheck,
        anyOf: ['moderation'],
      },
      { label: 'Post Moderation', to: '/admin/post-moderation', icon: HeartPulse, anyOf: ['moderation'] },
      {
        label: 'Message Moderation',
        to: '/admin/message-moderation',
        icon: MessagesSquare,
        anyOf: ['moderation'],
      },
    ],
  },
  {
    label: 'System',
    items: [{ label: 'Settings', to: '/admin-dashboard/settings', icon: FlaskConical, anyOf: ['users'] }],
  },
];

/** The back-office menu a staff role may see, read from the shared permission matrix. */
export function adminSidebarGroups(role: Role | string): NavGroup[] {
  if (!isStaff(role)) return [];
  return ADMIN_ITEMS.map((group) => ({
    label: group.label,
    items: group.items
      .filter((item) => item.anyOf.some((permission) => hasPermission(role as Role, permission)))
      .map(({ anyOf: _anyOf, ...item }) => item),
  })).filter((group) => group.items.length > 0);
}
