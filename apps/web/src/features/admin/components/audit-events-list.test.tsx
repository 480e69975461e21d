import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AuditEvent } from '@fertilia/contracts';
import { AuditEventsList } from './audit-events-list';

const event = (id: number, action: string, actor: AuditEvent['actor']): AuditEvent => ({
  id,
  action,
  actor_id: actor.kind === 'user' ? actor.id : null,
  actor,
  target_user_id: 7,
  ip: '203.0.113.9',
  details: null,
  created_at: '2026-11-20T10:00:00.000Z',
});

/** Issue 15 item 10: a patient who acted on another account was listed as "staff #1". */
describe('recent activity on an account', () => {
  it('names each actor by what they are, never "staff #id"', () => {
    render(
      <MemoryRouter>
        <AuditEventsList
          userId={7}
          events={[
            event(5, 'moderation.reported', {
              kind: 'user',
              id: 1,
              role: 'patient',
              name: 'Maya Okafor',
              email: 'maya@example.org',
            }),
            event(4, 'admin.role_changed', {
              kind: 'user',
              id: 2,
              role: 'admin',
              name: 'Ada Admin',
              email: 'ada@example.org',
            }),
            event(3, 'auth.sign_in', { kind: 'user', id: 7, role: 'expert', name: 'Lee', email: 'l@e.org' }),
            event(2, 'moderation.reported', { kind: 'deleted', role: 'expert' }),
            event(1, 'auth.sign_in_failed', { kind: 'anonymous' }),
            event(0, 'auth.refresh_reuse_detected', { kind: 'system' }),
            // Recorded before the role was kept.
            event(-1, 'moderation.reported', { kind: 'deleted' }),
          ]}
        />
      </MemoryRouter>,
    );
    const [patient, admin, self, deleted, visitor, server, older] = screen.getAllByRole('listitem');
    expect(patient).toHaveTextContent('By Maya Okafor Patient maya@example.org');
    expect(within(patient!).getByRole('link', { name: 'Maya Okafor' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    );
    expect(admin).toHaveTextContent('By Ada Admin Admin ada@example.org');
    expect(self).toHaveTextContent('By this account');
    expect(deleted).toHaveTextContent('By a deleted expert account');
    expect(older).toHaveTextContent('By a deleted user');
    expect(visitor).toHaveTextContent('By someone not signed in');
    expect(server).toHaveTextContent('By Fertilia itself');
    expect(screen.queryByText(/staff #/i)).toBeNull();
  });
});
