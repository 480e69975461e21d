import type { NotifyInput, Notifier } from '../modules/notifications/notify';

/** A notifier that records what it is asked to send (and can pass it on to the real one), for reminder tests. */
export function recordingNotifier(forward?: Notifier): { sent: NotifyInput[]; notifier: Notifier } {
  const sent: NotifyInput[] = [];
  const notifier: Notifier = {
    notify: async (input, tx) => {
      sent.push(input);
      await forward?.notify(input, tx);
    },
    markGroupRead: async (input) => (await forward?.markGroupRead(input)) ?? 0,
    pushUnreadCount: async (userId) => forward?.pushUnreadCount(userId),
  };
  return { sent, notifier };
}
