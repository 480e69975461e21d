import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Check, X } from 'lucide-react';
import {
  CONVERSATION_MESSAGES,
  CONVERSATION_TITLE_MAX,
  MEMBER_SEARCH_MIN,
  conversationTitle,
  type CommunityAuthor,
  type ConversationCreateInput,
} from '@fertilia/contracts';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { ApiError } from '@/lib/api-client';
import { useCreateConversation } from '../api/create-conversation';
import { useMemberSearch } from '../api/search-members';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

/** Which spec 02 §8 text fits: one person = starting a conversation, a group = creating one. */
export function createErrorText(error: unknown, group: boolean): string {
  if (error instanceof ApiError) {
    if (error.message === CONVERSATION_MESSAGES.invalidResponse) return error.message;
    // Refused by the recipient's privacy choice, or a member who is gone: the server's sentence says which.
    if (error.status === 403 || error.status === 404) return error.message;
  }
  return group ? CONVERSATION_MESSAGES.createFailed : CONVERSATION_MESSAGES.startFailed;
}

/**
 * Finds members by what others see of them (their username, or the real name they chose to show) and opens
 * a conversation with them (a title makes it a group).
 */
export function NewConversationDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const navigate = useNavigate();
  const create = useCreateConversation();
  const [query, setQuery] = useState('');
  const [title, setTitle] = useState('');
  const [chosen, setChosen] = useState<CommunityAuthor[]>([]);
  const [error, setError] = useState<string | null>(null);
  const search = useMemberSearch(useDebounced(query.trim()));
  const tooShort = query.trim().length < MEMBER_SEARCH_MIN;

  const toggle = (member: CommunityAuthor) =>
    setChosen((list) =>
      list.some((m) => m.id === member.id) ? list.filter((m) => m.id !== member.id) : [...list, member],
    );

  const close = (next: boolean) => {
    if (!next) {
      setQuery('');
      setTitle('');
      setChosen([]);
      setError(null);
    }
    onOpenChange(next);
  };

  const start = async () => {
    const titled = title.trim() !== '';
    const group = titled || chosen.length > 1;
    if (titled) {
      const parsed = conversationTitle.safeParse(title);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    }
    const participants = chosen.map((m) => m.id);
    const body: ConversationCreateInput = titled
      ? { title: title.trim(), type: chosen.length > 1 ? 'group' : 'general', participants }
      : { participants };
    setError(null);
    try {
      const conversation = await create.mutateAsync(body);
      close(false);
      void navigate(`/messages/${conversation.id}`);
    } catch (failure) {
      setError(createErrorText(failure, group));
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeading
          title="New conversation"
          description="Find members by username, or by the name they chose to show."
        />
        {error ? <Alert tone="error">{error}</Alert> : null}
        <FormField label="Search members" hint={`At least ${MEMBER_SEARCH_MIN} characters`}>
          <Input type="search" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        {chosen.length > 0 ? (
          <ul aria-label="Chosen members" className="flex flex-wrap gap-2">
            {chosen.map((member) => (
              <li key={member.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => toggle(member)}
                  aria-label={`Remove ${member.display_name}`}
                >
                  {member.display_name}
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div aria-live="polite" className="flex flex-col gap-1">
          {tooShort ? null : (
            <QueryState
              query={search}
              loadingLabel="Searching…"
              skeleton={
                <p aria-hidden="true" className="text-sm text-ink-muted">
                  Searching…
                </p>
              }
              errorTitle={CONVERSATION_MESSAGES.searchFailed}
              errorMessage={false}
              retry={false}
              isEmpty={(page) => page.items.length === 0}
              empty={<p className="text-sm text-ink-muted">No members found.</p>}
            >
              {(page) => (
                <ul aria-label="Members found" className="flex max-h-64 flex-col overflow-y-auto">
                  {page.items.map((member) => {
                    const selected = chosen.some((m) => m.id === member.id);
                    return (
                      <li key={member.id}>
                        <button
                          type="button"
                          aria-pressed={selected}
                          onClick={() => toggle(member)}
                          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-1.5 text-left hover:bg-subtle focus-visible:outline-2 focus-visible:outline-focus"
                        >
                          <Avatar name={member.display_name} src={member.avatar} size="sm" />
                          <span className="flex min-w-0 flex-1 flex-col">
                            <span className="truncate font-medium">{member.display_name}</span>
                            {/* The handle only adds something beside a real name she chose to show. */}
                            {member.display_name !== member.username || member.role_label ? (
                              <span className="truncate text-xs text-ink-muted">
                                {[
                                  member.display_name !== member.username ? `@${member.username}` : null,
                                  member.role_label,
                                ]
                                  .filter(Boolean)
                                  .join(' · ')}
                              </span>
                            ) : null}
                          </span>
                          {selected ? <Check aria-hidden="true" className="size-4 text-brand" /> : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </QueryState>
          )}
        </div>
        {chosen.length > 1 || title !== '' ? (
          <FormField label="Title (optional)">
            <Input
              value={title}
              maxLength={CONVERSATION_TITLE_MAX}
              onChange={(e) => setTitle(e.target.value)}
            />
          </FormField>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button onClick={() => void start()} disabled={chosen.length === 0} loading={create.isPending}>
            Start conversation
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
