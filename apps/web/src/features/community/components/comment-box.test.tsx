import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMMUNITY_MESSAGES } from '@fertilia/contracts';
import { CommentBox, type CommentDraft } from './comment-box';

describe('comment box', () => {
  it('ignores a second submission while the first is in progress', async () => {
    const sent: CommentDraft[] = [];
    let finish = () => {};
    const onSubmit = (draft: CommentDraft) => {
      sent.push(draft);
      return new Promise<void>((resolve) => (finish = resolve));
    };
    render(<CommentBox onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a comment'), 'Sending hugs');
    const button = screen.getByRole('button', { name: 'Comment' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(sent).toEqual([{ content: 'Sending hugs', is_anonymous: false }]);
    finish();
    await waitFor(() => expect(screen.getByLabelText('Write a comment')).toHaveValue(''));
    // Once the first one is done, the next comment goes through.
    await user.type(screen.getByLabelText('Write a comment'), 'And another');
    await user.click(button);
    expect(sent).toHaveLength(2);
  });

  it('applies the contract’s 1–500 rule before sending', async () => {
    const sent: CommentDraft[] = [];
    render(<CommentBox onSubmit={async (draft) => void sent.push(draft)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a comment'), '   ');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.commentRequired)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    expect(screen.getByLabelText('Write a comment')).toHaveAttribute('maxLength', '500');
  });

  it('sends the anonymous choice and keeps the text when saving fails', async () => {
    const sent: CommentDraft[] = [];
    render(
      <CommentBox
        onSubmit={async (draft) => {
          sent.push(draft);
          throw new Error('offline');
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a comment'), 'Quietly hoping with you');
    await user.click(screen.getByLabelText('Comment anonymously'));
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(sent).toEqual([{ content: 'Quietly hoping with you', is_anonymous: true }]));
    expect(screen.getByLabelText('Write a comment')).toHaveValue('Quietly hoping with you');
  });
});
