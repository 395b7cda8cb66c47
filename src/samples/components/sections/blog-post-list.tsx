import { useEffect, useRef } from 'react';

import { BlogCard } from '@/samples/components/cards/blog-card';
import { PlusIcon } from '@/components/ui/icon';
import { useLoadMore } from '@/samples/lib/use-load-more';
import type { BlogListCopy, BlogPost } from '@/samples/types/blog';

import './blog-post-list.scss';

export interface BlogPostListProps {
  /** The words of the button and of the announcement. */
  content: BlogListCopy;
  posts: readonly BlogPost[];
  /** How many posts show before the first 'Load More Blog'. */
  initialVisible: number;
  /** How many more each click shows. */
  step: number;
  /** 'grid': cards in two columns (beside the sidebar); 'rows': one wide row per post. */
  layout: 'grid' | 'rows';
}

/**
 * The blog's post list with 'Load More Blog'. The new posts are rendered after the visible ones, focus
 * moves to the first new post's link (the button may be gone), and the count is announced politely.
 */
export function BlogPostList({ content, posts, initialVisible, step, layout }: BlogPostListProps) {
  const { visibleCount, hasMore, loadMore } = useLoadMore(posts.length, initialVisible, step);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    listRef.current?.children[index]?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
  }, [visibleCount]);

  function handleLoadMore() {
    focusIndex.current = visibleCount;
    loadMore();
  }

  return (
    <div className={`blog-post-list blog-post-list--${layout}`}>
      <ul ref={listRef} className="blog-post-list__items">
        {posts.slice(0, visibleCount).map((post) => (
          <li key={post.id} className="blog-post-list__item">
            <BlogCard post={post} variant={layout === 'rows' ? 'wide' : 'card'} headingLevel={3} />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {content.status(visibleCount, posts.length)}
      </p>
      {hasMore && (
        <div className="blog-post-list__more">
          <button type="button" className="btn btn-primary btn-lg" onClick={handleLoadMore}>
            {content.loadMore}
            <PlusIcon size={18} aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
