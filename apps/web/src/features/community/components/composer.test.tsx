import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  COMMUNITY_MESSAGES,
  POST_IMAGE_ALT_MAX,
  POST_IMAGE_LIMIT_BYTES,
  communityApi,
  pathOf,
} from '@fertilia/contracts';
import { DISCARD_DRAFT } from '@/components/ui/discard-draft';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { notify } from '@/lib/notify';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-data';
import { Composer, ComposerForm } from './composer';
import { IMAGE_ALT_HINT } from './image-field';

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

  it('puts the server’s field errors under their fields, without a toast repeating them', async () => {
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
    expect(error).not.toHaveBeenCalled();
  });

  it('says above the fields that the post could not be created when the refusal names no field', async () => {
    installTestFetch(() => jsonResponse(409, { detail: 'You are posting too quickly' }));
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const user = open();
    await fillText(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(COMMUNITY_MESSAGES.createPostFailed);
    expect(alert).toHaveTextContent('You are posting too quickly');
    expect(error).not.toHaveBeenCalled();
  });

  it('sends the picture’s description, and offers it only once a picture is chosen', async () => {
    const fetch = installTestFetch(() => jsonResponse(201, makePost({ is_own: true })));
    vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const user = open();
    await fillText(user);
    expect(screen.queryByLabelText(/^Image description/)).toBeNull();
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    await user.upload(
      screen.getByLabelText(/^Image/),
      new File(['png'], 'IMG_2041.png', { type: 'image/png' }),
    );
    const description = screen.getByLabelText(/^Image description/);
    expect(description).toHaveAccessibleDescription(new RegExp(IMAGE_ALT_HINT.slice(0, 40)));
    await user.type(description, 'Ultrasound at seven weeks');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(fetch.calls).toHaveLength(1));
    expect((fetch.calls[0]!.body as FormData).get('image_alt')).toBe('Ultrasound at seven weeks');
  });

  it('shows the contract’s message for a description that is too long, and sends nothing', async () => {
    const fetch = installTestFetch(() => jsonResponse(201, makePost()));
    const user = open();
    await fillText(user);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    await user.upload(screen.getByLabelText(/^Image/), new File(['png'], 'scan.png', { type: 'image/png' }));
    // Pasted text bypasses nothing: the contract still checks it (maxLength only stops typing).
    const description = screen.getByLabelText(/^Image description/);
    description.removeAttribute('maxlength');
    await user.click(description);
    await user.paste('a'.repeat(POST_IMAGE_ALT_MAX + 1));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(COMMUNITY_MESSAGES.imageAltTooLong)).toBeInTheDocument();
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('composer dialog', () => {
  function openDialog() {
    setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <Composer />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  }
  const composer = () => screen.queryByRole('dialog', { name: 'New post' });

  it('closes at once on Escape while nothing is written', async () => {
    const user = openDialog();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(composer()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(composer()).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText(DISCARD_DRAFT.title)).toBeNull();
  });

  it('asks before Escape discards a draft; Keep editing keeps every word, Discard closes', async () => {
    const user = openDialog();
    await user.click(screen.getByRole('button', { name: 'New post' }));
    await user.type(screen.getByLabelText(/^What's on your mind\?/), 'Day 5 transfer tomorrow');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('dialog', { name: DISCARD_DRAFT.title });
    await user.click(within(ask).getByRole('button', { name: DISCARD_DRAFT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DISCARD_DRAFT.title })).toBeNull());
    expect(screen.getByLabelText(/^What's on your mind\?/)).toHaveValue('Day 5 transfer tomorrow');

    // Cancel asks too.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('dialog', { name: DISCARD_DRAFT.title });
    await user.click(within(again).getByRole('button', { name: DISCARD_DRAFT.confirm }));
    await waitFor(() => expect(composer()).toBeNull());

    // The next composer starts empty and closes without asking.
    await user.click(screen.getByRole('button', { name: 'New post' }));
    expect(screen.getByLabelText(/^What's on your mind\?/)).toHaveValue('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(composer()).toBeNull());
  });
});
