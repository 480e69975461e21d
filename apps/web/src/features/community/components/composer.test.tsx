import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, POST_IMAGE_LIMIT_BYTES, communityApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { notify } from '@/lib/notify';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-data';
import { ComposerForm } from './composer';

afterEach(() => {
  vi.restoreAllMocks();
});

function open(onDone = () => {}) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ComposerForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), 'Two week wait');
  await user.type(screen.getByLabelText(/^What's on your mind\?/), 'How do you all get through the wait?');
  await user.type(screen.getByLabelText(/^Category/), 'Support');
}

describe('post composer', () => {
  it('shows the contract’s messages and sends nothing while the post is invalid', async () => {
    const fetch = installTestFetch(() => jsonResponse(500, {}));
    const user = open();
    await user.type(screen.getByLabelText(/^Title/), 'Hi');
    await user.type(screen.getByLabelText(/^What's on your mind\?/), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.titleMin)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_MESSAGES.contentMin)).toBeInTheDocument();
    expect(screen.getByText(COMMUNITY_MESSAGES.categoryMin)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });

  it('does not offer followers-only to an anonymous post, and says why', async () => {
    const user = open();
    const why = 'Anonymous posts are shown to everyone, so no one can work out who wrote them.';
    expect(screen.queryByText(why)).toBeNull();
    await user.click(screen.getByLabelText('Post anonymously'));
    expect(screen.getByText(why)).toBeInTheDocument();
    await user.click(screen.getByLabelText('Post anonymously'));
    expect(screen.queryByText(why)).toBeNull();
  });

  it('refuses a picture of 5MB or more before uploading', async () => {
    const user = open();
    const big = new File([new Uint8Array(POST_IMAGE_LIMIT_BYTES)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(/^Image/), big);
    expect(await screen.findByText(COMMUNITY_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(screen.queryByAltText('Preview of the chosen image')).toBeNull();
  });

  it('publishes a multipart post with tags as JSON text and the picture', async () => {
    const fetch = installTestFetch(() =>
      jsonResponse(201, makePost({ slug: 'two-week-wait', is_own: true })),
    );
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const done = vi.fn();
    const user = open(done);
    await fillText(user);
    await user.type(screen.getByLabelText(/^Tags/), 'tww{Enter}hope,');
    expect(screen.getByRole('button', { name: 'Remove tag tww' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Post anonymously'));
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    await user.upload(screen.getByLabelText(/^Image/), new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(screen.getByAltText('Preview of the chosen image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    const form = fetch.calls[0]!.body as FormData;
    expect(fetch.calls[0]!.url).toBe(pathOf(communityApi.createPost));
    expect(form.get('title')).toBe('Two week wait');
    expect(form.get('visibility')).toBe('public');
    expect(form.get('is_anonymous')).toBe('true');
    expect(form.get('tags')).toBe(JSON.stringify(['tww', 'hope']));
    expect((form.get('image') as File).name).toBe('scan.png');
    expect(success).toHaveBeenCalledWith(COMMUNITY_MESSAGES.postCreated);
  });

  it('puts the server’s field errors under their fields and says it could not create the post', async () => {
    installTestFetch(() =>
      jsonResponse(422, {
        detail: [
          { loc: ['body', 'category'], msg: 'Category must be at most 50 characters', type: 'too_big' },
        ],
      }),
    );
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const user = open();
    await fillText(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Category must be at most 50 characters')).toBeInTheDocument();
    expect(error.mock.calls[0]![0]).toBe(COMMUNITY_MESSAGES.createPostFailed);
  });
});
