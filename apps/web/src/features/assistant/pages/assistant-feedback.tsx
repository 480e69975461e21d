import { useState } from 'react';
import { MessageSquareText, ThumbsDown, ThumbsUp } from 'lucide-react';
import { DEFAULT_PAGE_SIZE, type AssistantFeedbackReviewItem } from '@fertilia/contracts';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { QueryState } from '@/components/ui/query-state';
import { Skeletons } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format';
import { useFeedbackReview } from '../api/get-feedback-review';
import { AnswerCard } from '../components/answer-card';

type Rating = 1 | -1;
const KIND_LABELS = {
  answer: 'Sourced answer',
  no_source: 'No source found',
  urgent: 'Urgent care',
  out_of_scope: 'For a clinician',
} as const;

/** Lazy route module: /admin/assistant-feedback, the answers members rated, to improve the content. */
export function Component() {
  const [rating, setRating] = useState<Rating>(-1);
  const [skip, setSkip] = useState(0);
  const review = useFeedbackReview(rating, skip);

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Assistant feedback"
        description="Answers members rated, with the question and the sources they rest on. Fix the article or FAQ entry a poor answer came from."
      />
      <Tabs
        value={String(rating)}
        onValueChange={(value) => {
          setRating(value === '1' ? 1 : -1);
          setSkip(0);
        }}
      >
        <TabsList aria-label="Rating">
          <TabsTrigger value="-1">
            <ThumbsDown aria-hidden="true" className="mr-1.5 size-4" />
            Not helpful
          </TabsTrigger>
          <TabsTrigger value="1">
            <ThumbsUp aria-hidden="true" className="mr-1.5 size-4" />
            Helpful
          </TabsTrigger>
        </TabsList>
        <TabsContent value={String(rating)}>
          <QueryState
            query={review}
            loadingLabel="Loading rated answers"
            skeleton={<Skeletons count={3} className="h-48 rounded-xl" />}
            errorTitle="Unable to load the rated answers"
            isEmpty={(page) => page.items.length === 0}
            empty={
              <EmptyState
                icon={MessageSquareText}
                title={rating === -1 ? 'No answers rated not helpful' : 'No answers rated helpful yet'}
                description="Ratings appear here as members give them in the AI assistant."
              />
            }
          >
            {(page) => (
              <div aria-busy={review.isFetching} className="flex flex-col gap-4">
                <ul aria-label="Rated answers" className="flex flex-col gap-4">
                  {page.items.map((item) => (
                    <RatedAnswer key={item.id} item={item} />
                  ))}
                </ul>
                <Pagination
                  skip={page.skip}
                  limit={page.limit || DEFAULT_PAGE_SIZE}
                  total={page.total}
                  onChange={setSkip}
                  label="Rated answer pages"
                />
              </div>
            )}
          </QueryState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

function RatedAnswer({ item }: { item: AssistantFeedbackReviewItem }) {
  const down = item.rating < 0;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-muted">
        <Badge tone={down ? 'danger' : 'success'}>{down ? 'Not helpful' : 'Helpful'}</Badge>
        {item.answer.kind ? <Badge>{KIND_LABELS[item.answer.kind]}</Badge> : null}
        {item.answer.writer === 'llm' ? <Badge tone="info">Written by the model</Badge> : null}
        <span>
          Rated <time dateTime={item.rated_at}>{formatDateTime(item.rated_at)}</time>
        </span>
      </div>
      <div>
        <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Question</h2>
        <p className="mt-1 font-medium break-words text-ink">
          {item.question ?? <span className="text-ink-muted italic">The question is no longer stored.</span>}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Answer</h2>
        <AnswerCard message={item.answer} review />
      </div>
      <div>
        <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">Comment</h2>
        <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">
          {item.feedback_text ?? <span className="text-ink-muted italic">No comment</span>}
        </p>
      </div>
    </li>
  );
}
