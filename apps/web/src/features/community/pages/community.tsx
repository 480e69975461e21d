import { useSearchParams } from 'react-router';
import { FEED_ROOM } from '@fertilia/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FEED_KINDS, type FeedKind } from '../api/keys';
import { Composer } from '../components/composer';
import { FeedList } from '../components/feed-list';
import { LiveStatus } from '../components/live-status';
import { useFreshPosts } from '../lib/fresh-posts';
import { useLiveUpdates } from '../lib/use-live-updates';

const TAB_LABELS: Record<FeedKind, string> = { feed: 'Feed', trending: 'Trending', following: 'Following' };

const tabOf = (value: string | null): FeedKind =>
  (FEED_KINDS as readonly string[]).includes(value ?? '') ? (value as FeedKind) : 'feed';

/** /community: the feed, trending and following views (the tab lives in ?tab= so it can be linked). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  // Posts published while the screen is open, kept across tab switches (issue 15).
  const fresh = useFreshPosts();
  const live = useLiveUpdates(FEED_ROOM, { fresh });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col">
      <PageHeader
        title="Community"
        description="Ask, share and support each other through every step."
        actions={<Composer />}
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === 'feed') next.delete('tab');
            else next.set('tab', value);
            return next;
          })
        }
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList aria-label="Community views">
            {FEED_KINDS.map((kind) => (
              <TabsTrigger key={kind} value={kind}>
                {TAB_LABELS[kind]}
              </TabsTrigger>
            ))}
          </TabsList>
          <LiveStatus state={live} />
        </div>
        {FEED_KINDS.map((kind) => (
          <TabsContent key={kind} value={kind}>
            {kind === tab ? <FeedList kind={kind} fresh={fresh} /> : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
