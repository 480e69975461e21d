import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_INFO,
  notificationsApi,
  pathOf,
  type NotificationPreference,
} from '@fertilia/contracts';
import { jsonResponse, installTestFetch, type RecordedRequest } from '@/test/fetch-mock';
import { spyOnToasts } from '@/test/notify';
import { renderRoutes } from '@/test/render';
import { makeUser, signInAs } from '@/test/users';
import { NotificationPreferences } from './notification-preferences';

const toasts = spyOnToasts();

let preferences: NotificationPreference[];
let calls: RecordedRequest[];
let status = 200;

const PREFERENCES = pathOf(notificationsApi.preferences);

function fakeApi({ url, method, body }: RecordedRequest): Response {
  if (url === PREFERENCES && method === 'GET') {
    return status === 200 ? jsonResponse(200, { preferences }) : jsonResponse(status, { detail: 'boom' });
  }
  if (url === pathOf(notificationsApi.updatePreferences) && method === 'PUT') {
    if (status !== 200) return jsonResponse(status, { detail: 'boom' });
    for (const change of (body as { preferences: Partial<NotificationPreference>[] }).preferences) {
      preferences = preferences.map((p) => (p.type === change.type ? { ...p, ...change } : p));
    }
    return jsonResponse(200, { preferences });
  }
  return jsonResponse(200, makeUser());
}

beforeEach(() => {
  status = 200;
  preferences = NOTIFICATION_TYPES.map((type) => {
    const info = NOTIFICATION_TYPE_INFO[type];
    return {
      type,
      label: info.label,
      description: info.description,
      in_app: info.inApp,
      email: info.email,
      in_app_editable: info.inAppEditable,
      email_editable: info.emailEditable,
    };
  });
  calls = installTestFetch(fakeApi).calls;
  signInAs();
});

const mount = () => renderRoutes([{ path: '/settings', element: <NotificationPreferences /> }], '/settings');

describe('NotificationPreferences', () => {
  it('shows an in-app and an e-mail switch per type, locked ones disabled', async () => {
    mount();
    const email = await screen.findByRole('switch', { name: 'E-mail: Comments on my posts' });
    expect(email).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'In-app: Comments on my posts' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('switch', { name: 'E-mail: Reactions to my posts' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(screen.getByRole('switch', { name: 'In-app: Account security' })).toBeDisabled();
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_TYPES.length * 2);
  });

  it('saves one switch with the contract’s body and says so', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'E-mail: Comments on my posts' }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.preferencesSaved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      preferences: [{ type: 'comment_on_post', email: false }],
    });
    expect(screen.getByRole('switch', { name: 'E-mail: Comments on my posts' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('flips the switch back when saving fails', async () => {
    mount();
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'In-app: New followers' });
    status = 500;
    await user.click(toggle);
    await waitFor(() =>
      expect(toasts.error).toHaveBeenCalledWith(NOTIFICATION_MESSAGES.preferencesSaveFailed),
    );
    expect(screen.getByRole('switch', { name: 'In-app: New followers' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows the load failure with a retry', async () => {
    status = 500;
    mount();
    expect(await screen.findByText(NOTIFICATION_MESSAGES.preferencesLoadFailed)).toBeInTheDocument();
    status = 200;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'E-mail: New followers' })).toBeInTheDocument();
  });
});
