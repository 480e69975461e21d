import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_POSTS_DEFAULT_LIMIT, blogApi, type BlogStatusFilter } from '@fertilia/contracts';
import { call } from '@/lib/api-client';
import { blogRetry, blogRetryDelay } from '../lib/retry';
import { blogKeys, type BlogListParams } from './keys';

type AdminListParams = BlogListParams & { status: BlogStatusFilter };

/** Every post, drafts included, for staff with the content permission (the second list form). */
export const getAdminPosts = ({ status, skip, limit }: AdminListParams) =>
  call(blogApi.posts, { query: { status, skip, limit } });

export const adminPostsQueryOptions = (params: AdminListParams) =>
  queryOptions({
    queryKey: blogKeys.list({ scope: 'admin', ...params }),
    queryFn: () => getAdminPosts(params),
    retry: blogRetry,
    retryDelay: blogRetryDelay,
    placeholderData: keepPreviousData,
  });

export const useAdminPosts = (status: BlogStatusFilter, skip: number, enabled: boolean) =>
  useQuery({ ...adminPostsQueryOptions({ status, skip, limit: BLOG_POSTS_DEFAULT_LIMIT }), enabled });
