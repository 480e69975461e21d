import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { POST_IMAGE_URL_PREFIX } from '@fertilia/contracts';
import { installTestFetch, jsonResponse } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { setSession } from '@/lib/session';
import { makeUser } from '@/test/users';
import { makePost } from '../test-data';
import { PostCard } from './post-card';

const picture = `${POST_IMAGE_URL_PREFIX}Q2xpbmljUm9vbTEy.webp`;

function showCard(overrides: Parameters<typeof makePost>[0]) {
  setSession({ accessToken: 'a', refreshToken: 'r', user: makeUser() });
  installTestFetch(() => jsonResponse(200, {}));
  renderRoutes([{ path: '/', element: <PostCard post={makePost(overrides)} /> }], '/');
}

describe('a post’s picture', () => {
  it('is announced with the author’s description', () => {
    showCard({ image: picture, image_alt: 'Ultrasound at seven weeks' });
    expect(screen.getByRole('img', { name: 'Ultrasound at seven weeks' })).toHaveAttribute('src', picture);
  });

  it('is announced by the post it belongs to when the author wrote no description, never by its file name', () => {
    showCard({ title: 'Scan day', image: picture, image_alt: '' });
    const image = screen.getByRole('img', { name: 'Picture shared with the post “Scan day”' });
    expect(image.getAttribute('alt')).not.toMatch(/webp|Q2xp/);
  });
});
