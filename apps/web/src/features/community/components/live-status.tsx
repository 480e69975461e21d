import type { LiveState } from '@/lib/live-socket';
import { cn } from '@/components/ui/cn';

const TEXT: Record<LiveState, string> = {
  open: 'Live updates on',
  connecting: 'Connecting to live updates…',
  closing: 'Live updates paused',
  closed: 'Live updates off',
};

/** A quiet line saying whether new posts, reactions and comments arrive by themselves. */
export function LiveStatus({ state }: { state: LiveState }) {
  return (
    <p
      role="status"
      className="inline-flex items-center gap-2 text-xs text-ink-muted"
      data-live-state={state}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', state === 'open' ? 'bg-success' : 'bg-line-strong')}
      />
      {TEXT[state]}
    </p>
  );
}
