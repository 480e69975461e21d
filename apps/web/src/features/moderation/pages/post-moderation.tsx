import { ModerationScreen } from '../components/moderation-screen';

/** Lazy route module: /admin/post-moderation, reported community posts (permission 'moderation'). */
export function Component() {
  return <ModerationScreen kind="posts" />;
}
