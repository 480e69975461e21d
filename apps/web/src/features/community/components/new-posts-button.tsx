import { ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * "Show N new posts", held at the top of the screen while the member reads further down, so what is on
 * screen never jumps by itself. The region is polite-live: a screen reader hears that new posts came.
 */
export function NewPostsButton({
  count,
  loading,
  onShow,
}: {
  count: number;
  loading: boolean;
  onShow: () => void;
}) {
  return (
    <div aria-live="polite" className="pointer-events-none sticky top-20 z-10 flex justify-center">
      {count > 0 ? (
        <Button
          icon={ArrowUp}
          size="sm"
          loading={loading}
          className="pointer-events-auto mb-4 rounded-full px-4 shadow-md"
          onClick={onShow}
        >
          {`Show ${count} new ${count === 1 ? 'post' : 'posts'}`}
        </Button>
      ) : null}
    </div>
  );
}
