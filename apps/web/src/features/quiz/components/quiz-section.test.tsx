import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen as dom } from '@testing-library/react';
import { CHUNK_WAIT } from '@/test/lazy';
import { renderRoutes } from '@/test/render';
import { QuizSection } from './quiz-section';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

afterEach(() => vi.unstubAllGlobals());

describe('landing quiz section', () => {
  it('waits until the section nears the viewport before fetching the quiz', async () => {
    const observers: { callback: Callback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, options?: { rootMargin?: string }) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    renderRoutes([{ path: '/', element: <QuizSection /> }], '/');
    expect(dom.getByRole('heading', { name: 'Four questions to find where to start' })).toBeInTheDocument();
    expect(dom.getByRole('status')).toHaveTextContent('Loading the quiz');
    expect(dom.queryByRole('button', { name: 'See my suggestions' })).toBeNull();
    expect(observers[0]?.margin).toMatch(/^\d+px/);

    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(await dom.findByRole('button', { name: 'See my suggestions' }, CHUNK_WAIT)).toBeInTheDocument();
  });

  it('loads at once where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderRoutes([{ path: '/', element: <QuizSection /> }], '/');
    expect(await dom.findByRole('button', { name: 'See my suggestions' }, CHUNK_WAIT)).toBeInTheDocument();
  });
});
