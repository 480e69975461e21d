import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MESSAGES, communityApi, type CommunityPost, type PostCreate } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { prependToFeed } from '../lib/post-cache';
import { communityKeys } from './keys';
import { useLastingCallbacks } from '@/lib/mutations';

export type NewPost = Omit<PostCreate, 'image_alt'> & { image?: File | null; image_alt?: string };

/** Spec 02 §7: multipart text fields, booleans as 'true'/'false', tags as JSON text, the optional file. */
export function postFormData({ image, ...fields }: NewPost): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('content', fields.content);
  form.append('category', fields.category);
  form.append('visibility', fields.visibility);
  form.append('is_anonymous', String(fields.is_anonymous));
  form.append('tags', JSON.stringify(fields.tags));
  if (image) {
    form.append('image', image, image.name);
    if (fields.image_alt) form.append('image_alt', fields.image_alt);
  }
  return form;
}

export const createPost = (input: NewPost): Promise<CommunityPost> =>
  call(communityApi.createPost, { body: postFormData(input) });

/** While a post is being published, its own new_post event is not news to this tab (lib/fresh-posts). */
export const createPostKey = ['community', 'create-post'] as const;

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useLastingCallbacks(
    useMutation({
      mutationKey: createPostKey,
      mutationFn: createPost,
      onSuccess: (post) => {
        prependToFeed(queryClient, post);
        queryClient.setQueryData(communityKeys.post(post.slug), post);
        notify.success(COMMUNITY_MESSAGES.postCreated);
      },
    }),
  );
}
