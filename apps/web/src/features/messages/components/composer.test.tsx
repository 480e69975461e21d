import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGE_MAX, CONVERSATION_MESSAGES } from '@fertilia/contracts';
import { Composer } from './composer';

describe('composer', () => {
  it('sends on Enter, adds a line on Shift+Enter, and empties once sent', async () => {
    const sent: string[] = [];
    render(<Composer onSend={async (text) => void sent.push(text)} />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('Write a message');
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box).toHaveValue('First line\nsecond line');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['First line\nsecond line']);
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, '  Trimmed  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent.at(-1)).toBe('Trimmed');
  });

  it('applies the contract’s 1–1000 rule before sending', async () => {
    const sent: string[] = [];
    render(<Composer onSend={async (text) => void sent.push(text)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a message'), '   {Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.messageRequired);
    expect(sent).toEqual([]);
    expect(screen.getByLabelText('Write a message')).toHaveAttribute('maxLength', String(CHAT_MESSAGE_MAX));
  });

  it('keeps the text when sending fails and ignores a second send meanwhile', async () => {
    const sent: string[] = [];
    let fail: (e: Error) => void = () => {};
    render(
      <Composer
        onSend={(text) => {
          sent.push(text);
          return new Promise((_, reject) => (fail = reject));
        }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Write a message'), 'Are you okay?{Enter}');
    await user.keyboard('{Enter}');
    expect(sent).toEqual(['Are you okay?']);
    fail(new Error('offline'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).not.toBeDisabled());
    expect(screen.getByLabelText('Write a message')).toHaveValue('Are you okay?');
  });
});
