import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CONVERSATION_MESSAGES, type ChatMessage } from '@fertilia/contracts';
import { MessageList } from './message-list';

const sender = (id: number, name: string) => ({
  id,
  username: `member_${id}`,
  display_name: name,
  avatar: null,
  role_label: null,
});

const message = (id: number, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  message_id: id,
  conversation_id: 1,
  session_id: 1,
  content: `Message ${id}`,
  sources: [],
  sender: sender(2, 'Nadia Haddad'),
  created_at: '2026-11-20T10:00:00Z',
  is_own: false,
  ...overrides,
});

describe('message list', () => {
  it('offers a report only on other members’ messages that a moderator has not removed', () => {
    render(
      <MessageList
        messages={[
          message(1),
          message(2, { is_own: true, sender: sender(1, 'Sofia Marquez') }),
          message(3, { removed: true, content: CONVERSATION_MESSAGES.removedMarker }),
        ]}
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => {}}
        onReport={() => {}}
      />,
    );
    expect(screen.getAllByRole('button', { name: /report message/i })).toHaveLength(1);
    expect(screen.getByText(CONVERSATION_MESSAGES.removedMarker)).toBeInTheDocument();
  });
});
