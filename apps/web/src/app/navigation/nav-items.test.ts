import { describe, expect, it } from 'vitest';
import { ROLES, STAFF_ROLES } from '@fertilia/contracts';
import {
  adminSidebarGroups,
  expertSidebarGroups,
  productsMenuItems,
  sidebarGroups,
  userMenuItems,
} from './nav-items';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const groupItems = (groups: ReturnType<typeof sidebarGroups>, label: string) =>
  labels(groups.find((group) => group.label === label)?.items ?? []);

describe('top-bar user menu (spec 01 §2)', () => {
  it('lists the patient menu in order', () => {
    expect(labels(userMenuItems({ role: 'patient', subscriptionsEnabled: true }))).toEqual([
      'Dashboard',
      'Book Consultation',
      'My Appointments',
      'Wallet',
      'IVF Prediction',
      'Community',
      'Treatments',
      'AI Assistant',
      'Profile',
      'Notifications',
      'Settings',
      'Subscriptions',
      'Wearables',
    ]);
  });

  it.each(['expert', 'doctor'])(
    'gives a %s embryo analysis and the expert dashboard, not booking',
    (role) => {
      const items = labels(userMenuItems({ role, subscriptionsEnabled: true }));
      expect(items).toContain('Embryo Analysis');
      expect(items).toContain('Expert Dashboard');
      expect(items).toContain('Verification');
      expect(items).not.toContain('Book Consultation');
    },
  );

  it('hides Subscriptions when the flag is off', () => {
    expect(labels(userMenuItems({ role: 'patient', subscriptionsEnabled: false }))).not.toContain(
      'Subscriptions',
    );
  });
});

describe('products menu', () => {
  it('offers the cycle tracker to patients only', () => {
    expect(labels(productsMenuItems('patient'))).toEqual([
      'Cycle Tracker',
      'IVF Success Predictor',
      'AI Fertility Assistant',
    ]);
    expect(labels(productsMenuItems('expert'))).not.toContain('Cycle Tracker');
    expect(labels(productsMenuItems(null))).not.toContain('Cycle Tracker');
  });
});

describe('sidebar groups', () => {
  it('has the groups of spec 01 §2 for a patient, without Administration', () => {
    const groups = sidebarGroups({ role: 'patient', subscriptionsEnabled: true });
    expect(labels(groups)).toEqual(['Main', 'Health & Wellness', 'Community & Learning', 'Account']);
    expect(groupItems(groups, 'Main')).toEqual(['Dashboard', 'Cycle Tracking', 'Appointments']);
    expect(groupItems(groups, 'Health & Wellness')).toEqual([
      'Treatments',
      'Wearable Devices',
      'AI Assistant',
      'IVF Prediction',
    ]);
    expect(groupItems(groups, 'Account')).toEqual(['Profile', 'Notifications', 'Subscriptions', 'Settings']);
  });

  it('gives admins the wallet and the Administration group', () => {
    const groups = sidebarGroups({ role: 'admin', subscriptionsEnabled: false });
    expect(groupItems(groups, 'Account')).toEqual(['Profile', 'Notifications', 'Wallet', 'Settings']);
    expect(groupItems(groups, 'Administration')).toEqual(['User Management', 'Content Moderation']);
    expect(groupItems(groups, 'Main')).not.toContain('Cycle Tracking');
  });

  it('shows administration entries by permission', () => {
    const moderator = sidebarGroups({ role: 'content_moderator', subscriptionsEnabled: true });
    expect(groupItems(moderator, 'Administration')).toEqual(['Content Moderation']);
    const finance = sidebarGroups({ role: 'finance', subscriptionsEnabled: true });
    expect(labels(finance)).not.toContain('Administration');
  });

  it('gives experts embryo analysis and wallet', () => {
    const groups = expertSidebarGroups({ role: 'doctor', subscriptionsEnabled: true });
    expect(groupItems(groups, 'Practice')).toContain('Embryo Analysis');
    expect(groupItems(groups, 'Practice')).toContain('Verification');
    expect(groupItems(groups, 'Account')).toContain('Wallet');
  });
});

describe('admin menu follows PERMISSION_MATRIX', () => {
  const items = (role: string) => adminSidebarGroups(role).flatMap((group) => labels(group.items));

  it('gives a super admin everything', () => {
    expect(items('super_admin')).toEqual([
      'Dashboard',
      'Analytics',
      'Users',
      'Clinic Tokens',
      'Support Inbox',
      'Professional verification',
      'Plans',
      'Escrows',
      'Disputes',
      'Blog',
      'FAQs',
      'Assistant feedback',
      'Comment Moderation',
      'Post Moderation',
      'Message Moderation',
      'Settings',
    ]);
  });

  it('keeps finance to plans and money', () => {
    expect(items('finance')).toEqual(['Dashboard', 'Analytics', 'Plans', 'Escrows', 'Disputes']);
  });

  it('keeps a content moderator to content', () => {
    expect(items('content_moderator')).toEqual([
      'Dashboard',
      'Blog',
      'FAQs',
      'Assistant feedback',
      'Comment Moderation',
      'Post Moderation',
      'Message Moderation',
    ]);
  });

  it('keeps support to its inbox and licence checks; accounts, FAQs and money (ADR 016) are others’', () => {
    expect(items('support')).toEqual(['Dashboard', 'Support Inbox', 'Professional verification']);
  });

  it.each(ROLES.filter((role) => !(STAFF_ROLES as readonly string[]).includes(role)))(
    'shows %s nothing',
    (role) => {
      expect(adminSidebarGroups(role)).toEqual([]);
    },
  );
});
