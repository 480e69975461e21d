import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryStateProps, type QueryView } from './query-state';
import { Skeleton } from './skeleton';

const view = (state: Partial<QueryView<string[]>>): QueryView<string[]> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...state,
});

const show = (query: QueryView<string[]>, props: Partial<QueryStateProps<string[]>> = {}) =>
  render(
    <QueryState
      query={query}
      loadingLabel="Loading plans"
      errorTitle="Plans could not be loaded"
      isEmpty={(plans) => plans.length === 0}
      empty={<p>No plans yet</p>}
      {...props}
    >
      {(plans) => (
        <ul aria-label="Plans">
          {plans.map((plan) => (
            <li key={plan}>{plan}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('QueryState', () => {
  it('stands the placeholders in a column unless the screen lays them out otherwise', () => {
    const { container, unmount } = show(view({}), { skeleton: <Skeleton className="h-14" /> });
    expect(container.querySelector('[aria-busy="true"]')).toHaveClass('flex', 'flex-col');
    unmount();
    show(view({}), { skeleton: <Skeleton className="h-14" />, loadingClassName: 'grid gap-6' });
    const region = document.querySelector('[aria-busy="true"]');
    expect(region).toHaveClass('grid', 'gap-6');
    expect(region).not.toHaveClass('flex-col');
  });

  it('announces the loading region around its skeleton, or shows a spinner without one', () => {
    const { container, unmount } = show(view({}), { skeleton: <Skeleton className="h-14" /> });
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    unmount();
    show(view({}));
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the failure with the server’s words and refetches on Try again', async () => {
    const query = view({ error: new Error('Request failed with status 500') });
    show(query);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Plans could not be loaded');
    expect(alert).toHaveTextContent('Request failed with status 500');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('lets the screen decide what Try again does', async () => {
    const query = view({ error: new Error('Offline') });
    const onRetry = vi.fn();
    show(query, { onRetry });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(query.refetch).not.toHaveBeenCalled();
  });

  it('can leave out the message and the retry, and add a page heading', () => {
    show(view({ error: new Error('Offline') }), {
      errorMessage: false,
      retry: false,
      errorHeading: 'Plans',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Plans could not be loaded$/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
  });

  it('lets a screen render the errors that mean something else, and falls back for the rest', () => {
    const renderError = (error: Error) => (error.message === 'gone' ? <p>Plan not found</p> : undefined);
    const { unmount } = show(view({ error: new Error('gone') }), { renderError });
    expect(screen.getByText('Plan not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    show(view({ error: new Error('Offline') }), { renderError });
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
  });

  it('shows the empty state when the predicate says so, else the data', () => {
    const { unmount } = show(view({ data: [] }));
    expect(screen.getByText('No plans yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    show(view({ data: ['Basic', 'Plus'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Basic', 'Plus']);
  });

  it('keeps data on screen when a later refresh fails', () => {
    show(view({ data: ['Basic'], error: new Error('Offline') }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Basic');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can take data it failed to refresh off screen, to show the failure instead', () => {
    const { unmount } = show(view({ data: ['Basic'], error: new Error('Offline') }), {
      hideStaleOnError: true,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Offline');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();
    show(view({ data: ['Basic'] }), { hideStaleOnError: true });
    expect(screen.getByRole('listitem')).toHaveTextContent('Basic');
  });
});
