import { ModerationScreen } from '../components/moderation-screen';

/** Lazy route module: /admin/message-moderation, reported conversation messages (permission 'moderation'). */
export function Component() {
  return <ModerationScreen kind="messages" />;
}
