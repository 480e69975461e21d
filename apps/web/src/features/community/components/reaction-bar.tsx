import { useId } from 'react';
import { REACTION_TYPES, type CommunityPost } from '@fertilia/contracts';
import { cn } from '@/components/ui/cn';
import { useReactToPost } from '../api/react-to-post';
import { REACTION_ICONS as ICONS } from './reaction-icons';
import { ReactionPeople } from './reaction-people';

/**
 * One button per reaction type with its count; pressing the viewer's own reaction takes it back. The total
 * opens the list of who reacted.
 */
export function ReactionBar({ post }: { post: CommunityPost }) {
  const react = useReactToPost();
  const idBase = `reactions-${useId()}`;
  const mine = post.reactions.user_reaction;
  const busy = react.isPending && react.variables?.postId === post.id;
  return (
    <div role="group" aria-label="Reactions" className="flex flex-wrap items-center gap-1.5">
      {REACTION_TYPES.map((type) => {
        const Icon = ICONS[type];
        const pressed = mine === type;
        return (
          // The count sits beside the button, not in it: the button's name stays "React with <type>"
          // (names must contain their visible text), and the count describes it.
          <span
            key={type}
            className={cn(
              'inline-flex items-center rounded-full border pr-3 text-sm',
              pressed
                ? 'border-brand bg-brand-soft font-semibold text-brand-ink'
                : 'border-line bg-surface text-ink-muted',
            )}
          >
            <button
              type="button"
              aria-label={`React with ${type}`}
              aria-describedby={`${idBase}-${type}`}
              aria-pressed={pressed}
              disabled={busy}
              onClick={() => react.mutate({ postId: post.id, type, add: !pressed })}
              className={cn(
                'inline-flex size-11 items-center justify-center rounded-full',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                'hover:bg-subtle hover:text-ink disabled:opacity-60',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
            <span id={`${idBase}-${type}`} data-testid={`count-${type}`}>
              {post.reactions.counts[type]}
            </span>
          </span>
        );
      })}
      <ReactionPeople post={post} />
    </div>
  );
}
