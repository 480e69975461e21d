import { render, screen } from '@testing-library/react';
import { BarChart3, CalendarCheck, CalendarPlus, LayoutDashboard } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavGroup } from './nav-items';
import { SidebarNav } from './sidebar-nav';

const groups: NavGroup[] = [
  {
    label: 'Main',
    items: [
      { label: 'Dashboard', to: '/expert-dashboard', icon: LayoutDashboard },
      { label: 'Appointments', to: '/appointments', icon: CalendarCheck },
      { label: 'Appointment Stats', to: '/appointments/stats', icon: BarChart3 },
    ],
  },
];
const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

const at = (path: string, menu = groups) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SidebarNav groups={menu} label="Main menu" />
    </MemoryRouter>,
  );

describe('the sidebar’s current page', () => {
  it('lights only the entry of a page another entry names, never its parent too', () => {
    at('/appointments/stats');
    expect(current()).toEqual(['Appointment Stats']);
  });

  it('lights a parent entry on a page below it that no entry names', () => {
    const patientMenu: NavGroup[] = [
      { label: 'Main', items: [{ label: 'Appointments', to: '/appointments', icon: CalendarPlus }] },
    ];
    at('/appointments/book', patientMenu);
    expect(current()).toEqual(['Appointments']);
  });
});
