// The pieces the blog's pages are built of: the posts under their hidden heading, and the frame that
// sets the blog's sidebar beside the main column.
import type { ReactNode } from 'react';

import { BLOG_LOAD_MORE_STEP } from '@/config/constants';
import type { BlogSidebarContent } from '@/samples/types/blog';

// The sidebar first: the shared stylesheet keeps the sidebar's rules before the list's, as the pages
// imported them before.
import { BlogSidebar } from './blog-sidebar';
import { BlogPostList, type BlogPostListProps } from './blog-post-list';

/** The id of the posts' heading, which labels the section holding them. */
export const BLOG_POSTS_HEADING_ID = 'blog-posts-heading';

/** A blog listing: its heading for screen readers, then the posts with 'Load More Blog'. */
export function BlogPosts({ content, posts, initialVisible, layout }: Omit<BlogPostListProps, 'step'>) {
  return (
    <>
      <h2 id={BLOG_POSTS_HEADING_ID} className="visually-hidden">
        {content.heading}
      </h2>
      <BlogPostList content={content} posts={posts} initialVisible={initialVisible} step={BLOG_LOAD_MORE_STEP} layout={layout} />
    </>
  );
}

export interface BlogSidebarLayoutProps {
  sidebar: BlogSidebarContent;
  /** The main column: the posts, or the article with its share links, author and reply form. */
  children: ReactNode;
}

/** Two columns from the large breakpoint: the main column, and the blog's sidebar beside it. */
export function BlogSidebarLayout({ sidebar, children }: BlogSidebarLayoutProps) {
  return (
    <div className="row gx-4 gx-lg-5 gy-5">
      <div className="col-lg-8">{children}</div>
      <div className="col-lg-4">
        <BlogSidebar content={sidebar} />
      </div>
    </div>
  );
}
