import { ModerationScreen } from '../components/moderation-screen';

/** Lazy route module: /admin/comment-moderation, reported comments (permission 'moderation'). */
export function Component() {
  return <ModerationScreen kind="comments" />;
}
