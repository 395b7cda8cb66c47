import { PageIntro } from '@/components/page-intro';
import { BLOG_POSTS_HEADING_ID, BlogPosts } from '@/samples/components/sections/blog-page';
import { Section } from '@/components/ui/section';
import { BLOG_INITIAL_VISIBLE_WIDE } from '@/config/constants';
import { paths } from '@common/paths';
import { blogListCopy, blogPosts } from '@/samples/copy/blog';
import { pageMeta } from '@common/routes';

/** /blog-list: one wide row per post, 5 posts at first. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['blog-list']} path={paths.blogList} />
      <Section labelledBy={BLOG_POSTS_HEADING_ID}>
        <BlogPosts content={blogListCopy} posts={blogPosts} initialVisible={BLOG_INITIAL_VISIBLE_WIDE} layout="rows" />
      </Section>
    </>
  );
}
