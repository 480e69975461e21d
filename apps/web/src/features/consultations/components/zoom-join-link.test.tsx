import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { appointment as makeAppointment } from '../test/fixtures';
import { ZoomJoinLink } from './zoom-join-link';

describe('Join on Zoom', () => {
  it('links to the meeting in a new tab that gets no hold on this one', () => {
    render(<ZoomJoinLink appointment={makeAppointment({ zoom_join_url: 'https://zoom.example/j/123' })} />);
    const link = screen.getByRole('link', { name: /Join on Zoom/ });
    expect(link).toHaveAttribute('href', 'https://zoom.example/j/123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is absent without a meeting, or with an address that is not a web address', () => {
    for (const url of [null, 'javascript:alert(1)']) {
      const { container } = render(<ZoomJoinLink appointment={makeAppointment({ zoom_join_url: url })} />);
      expect(container).toBeEmptyDOMElement();
    }
  });
});
