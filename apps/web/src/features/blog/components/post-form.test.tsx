import { describe, expect, it, vi } from 'vitest';
import { screen as dom, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BLOG_IMAGE_URL_PREFIX, BLOG_MESSAGES, MESSAGES, blogApi, pathOf } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { PostForm, type PostFormOutput } from './post-form';

const COVER_URL = `${BLOG_IMAGE_URL_PREFIX}abc_DEF-123.webp`;

function renderForm(onSubmit: (input: PostFormOutput) => Promise<unknown> = vi.fn(() => Promise.resolve())) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser({ role: 'content_moderator' }) });
  renderRoutes([{ path: '/', element: <PostForm onSubmit={onSubmit} onCancel={() => {}} /> }], '/');
  return onSubmit;
}

describe('blog post form', () => {
  it('refuses blank title and content with the contract messages, without calling the server', async () => {
    installTestFetch(() => jsonResponse(200, makeUser()));
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/Title/), '    ');
    await user.type(dom.getByRole('textbox', { name: /Content/ }), '   ');
    await user.click(dom.getByRole('button', { name: 'Create post' }));
    expect(await dom.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    expect(dom.getByText(MESSAGES.contentRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed values', async () => {
    installTestFetch(() => jsonResponse(200, makeUser()));
    const onSubmit = renderForm();
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/Title/), '  Eating well  ');
    await user.type(dom.getByRole('textbox', { name: /Content/ }), '  Folic acid matters.  ');
    await user.click(dom.getByLabelText(/Published/));
    await user.click(dom.getByRole('button', { name: 'Create post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Eating well',
      content: 'Folic acid matters.',
      image: '',
      is_published: true,
    });
  });

  it("shows the server's 422 messages under their fields", async () => {
    installTestFetch(({ url }) =>
      url === pathOf(blogApi.create)
        ? jsonResponse(422, {
            detail: [
              { loc: ['body', 'title'], msg: 'Title must be at most 200 characters', type: 'too_big' },
              { loc: ['body', 'image'], msg: BLOG_MESSAGES.imageInvalid, type: 'custom' },
            ],
          })
        : jsonResponse(200, makeUser()),
    );
    const { call } = await import('@/lib/api-client');
    renderForm((input) => call(blogApi.create, { body: input }));
    const user = userEvent.setup();
    await user.type(dom.getByLabelText(/Title/), 'A title');
    await user.type(dom.getByRole('textbox', { name: /Content/ }), 'Body');
    await user.click(dom.getByRole('button', { name: 'Create post' }));
    expect(await dom.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(dom.getByText(BLOG_MESSAGES.imageInvalid)).toBeInTheDocument();
    expect(dom.getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('previews the content as the server renders it', async () => {
    const fetch = installTestFetch(({ url }) =>
      url === pathOf(blogApi.preview)
        ? jsonResponse(200, { content_html: '<h2>Rendered heading</h2><p>safe</p>' })
        : jsonResponse(200, makeUser()),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(dom.getByRole('textbox', { name: /Content/ }), '## Rendered heading');
    await user.click(dom.getByRole('tab', { name: 'Preview' }));
    expect(await dom.findByRole('heading', { name: 'Rendered heading' })).toBeInTheDocument();
    expect(fetch.calls.find((c) => c.url === pathOf(blogApi.preview))?.body).toEqual({
      content: '## Rendered heading',
    });
  });

  it('refuses a cover that is not a JPEG, PNG or WebP before uploading it', async () => {
    const fetch = installTestFetch(() => jsonResponse(200, makeUser()));
    renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      dom.getByLabelText(/Choose a cover/),
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
    );
    expect(await dom.findByText(BLOG_MESSAGES.imageNotAnImage)).toBeInTheDocument();
    expect(fetch.calls.some((c) => c.url === pathOf(blogApi.uploadImage))).toBe(false);
  });

  it('uploads a cover and shows the stored picture', async () => {
    const fetch = installTestFetch(({ url }) =>
      url === pathOf(blogApi.uploadImage)
        ? jsonResponse(201, { url: COVER_URL })
        : jsonResponse(200, makeUser()),
    );
    renderForm();
    const user = userEvent.setup();
    await user.upload(
      dom.getByLabelText(/Choose a cover/),
      new File(['png'], 'cover.png', { type: 'image/png' }),
    );
    expect(await dom.findByAltText('Cover preview')).toHaveAttribute('src', COVER_URL);
    expect(fetch.calls.find((c) => c.url === pathOf(blogApi.uploadImage))?.body).toBeInstanceOf(FormData);
  });
});
