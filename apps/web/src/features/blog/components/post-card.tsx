import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import type { BlogPost } from '@fertilia/contracts';
import { PostMeta } from './post-meta';

/** One post in the public list: cover, title (the link), excerpt, date and reading time. */
export function PostCard({ post }: { post: BlogPost }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-xs transition-shadow hover:shadow-md">
      {post.image ? (
        <img src={post.image} alt="" loading="lazy" className="aspect-[16/9] w-full bg-subtle object-cover" />
      ) : (
        <div
          className="flex aspect-[16/9] w-full items-center justify-center bg-brand-soft text-brand"
          aria-hidden="true"
        >
          <BookOpen className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold leading-snug">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-focus group-hover:text-brand-strong"
          >
            {post.title}
          </Link>
        </h2>
        <p className="line-clamp-3 flex-1 text-sm text-ink-muted">{post.excerpt}</p>
        <PostMeta post={post} />
      </div>
    </article>
  );
}
