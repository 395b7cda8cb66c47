import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { BLOG_INITIAL_VISIBLE_LIST, BLOG_INITIAL_VISIBLE_WIDE, BLOG_LOAD_MORE_STEP } from '@/config/constants';
import { hrefs } from '@common/paths';
import { blogListCopy, blogPosts } from '@/samples/copy/blog';

import { BlogPostList } from './blog-post-list';

function renderList(initialVisible: number, layout: 'grid' | 'rows') {
  render(
    <MemoryRouter>
      <BlogPostList content={blogListCopy} posts={blogPosts} initialVisible={initialVisible} step={BLOG_LOAD_MORE_STEP} layout={layout} />
    </MemoryRouter>,
  );
  const list = screen.getAllByRole('list')[0]!;
  return { posts: () => within(list).getAllByRole('listitem') };
}

describe('BlogPostList', { timeout: 20_000 }, () => {
  it('shows 4, 7 then all 10 posts, announces each count and moves focus to the first new post', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderList(BLOG_INITIAL_VISIBLE_LIST, 'grid');
    expect(posts()).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 10 articles');

    await user.click(screen.getByRole('button', { name: 'Load More Blog' }));
    expect(posts()).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 7 of 10 articles');
    expect(within(posts()[4]!).getByRole('link')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Load More Blog' }));
    expect(posts()).toHaveLength(10);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 10 articles');
    expect(within(posts()[7]!).getByRole('link')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Load More Blog' })).toBeNull();
  });

  it('shows 5, 8 then 10 wide rows, every post linking to the blog details page', async () => {
    const user = userEvent.setup({ delay: null });
    const { posts } = renderList(BLOG_INITIAL_VISIBLE_WIDE, 'rows');
    expect(posts()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Load More Blog' }));
    expect(posts()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Load More Blog' }));
    expect(posts()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Load More Blog' })).toBeNull();
    for (const post of posts()) expect(within(post).getByRole('link')).toHaveAttribute('href', hrefs.blogDetails);
  });
});
