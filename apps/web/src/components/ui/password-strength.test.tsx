import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PasswordStrength } from './password-strength';

/** zxcvbn and its dictionaries are a lazy chunk; on a busy machine their first import takes seconds. */
const ESTIMATE_WAIT = { timeout: 10_000 } as const;

const identity = ['ada_l', 'ada@example.com', 'Ada', 'Lovelace'];

describe('PasswordStrength', () => {
  it('shows nothing, but keeps its polite live region, until something is typed', () => {
    const { container } = render(<PasswordStrength password="" userInputs={identity} />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeInTheDocument();
    expect(region).toBeEmptyDOMElement();
  });

  it('calls a common password very weak and says why', async () => {
    render(<PasswordStrength password="password1" userInputs={identity} />);
    expect(await screen.findByText('Very weak', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    expect(screen.getByText('This is a commonly used password.')).toBeInTheDocument();
    expect(screen.getByText('Add more words that are less common.')).toBeInTheDocument();
    // The label is text a screen reader reads in full, not a colour.
    expect(screen.getByText(/Password strength:/).parentElement).toHaveTextContent(
      'Password strength: Very weak',
    );
  });

  it('warns against a password made of the username', async () => {
    render(<PasswordStrength password="ada_l" userInputs={identity} />);
    expect(await screen.findByText('Very weak', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    expect(screen.getByText(/personal or page related data/)).toBeInTheDocument();
  });

  it('counts the e-mail address’s local part as personal too', async () => {
    render(<PasswordStrength password="adalovelace" userInputs={[null, 'adalovelace@example.com']} />);
    expect(await screen.findByText(/personal or page related data/, {}, ESTIMATE_WAIT)).toBeInTheDocument();
  });

  it('counts the site’s own name as guessable', async () => {
    render(<PasswordStrength password="fertilia2024" userInputs={[]} />);
    expect(await screen.findByText(/personal or page related data/, {}, ESTIMATE_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Weak')).toBeInTheDocument();
  });

  it('calls a long random passphrase strong, with no advice', async () => {
    render(<PasswordStrength password="plinth-mossy-garnet-otter" userInputs={identity} />);
    expect(await screen.findByText('Strong', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('follows the password as it changes and empties at once when it is cleared', async () => {
    const { container, rerender } = render(<PasswordStrength password="password1" userInputs={identity} />);
    expect(await screen.findByText('Very weak', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    rerender(<PasswordStrength password="tulip harbour violin 42" userInputs={identity} />);
    expect(await screen.findByText('Strong', {}, ESTIMATE_WAIT)).toBeInTheDocument();
    rerender(<PasswordStrength password="" userInputs={identity} />);
    // No waiting for the pause: the advice about the old password must not linger.
    expect(container.querySelector('[aria-live="polite"]')).toBeEmptyDOMElement();
  });
});
