import { PageIntro } from '@/components/page-intro';
import { BlogPostList } from '@/components/sections/blog-post-list';
import { Section } from '@/components/ui/section';
import { BLOG_INITIAL_VISIBLE_WIDE, BLOG_LOAD_MORE_STEP } from '@/config/constants';
import { paths } from '@/config/paths';
import { blogListCopy, blogPosts } from '@/content/blog';
import { pageMeta } from '@/config/routes';

/** /blog-list: one wide row per post, 5 posts at first. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta['blog-list']} path={paths.blogList} />
      <Section labelledBy="blog-posts-heading">
        <h2 id="blog-posts-heading" className="visually-hidden">
          {blogListCopy.heading}
        </h2>
        <BlogPostList content={blogListCopy} posts={blogPosts} initialVisible={BLOG_INITIAL_VISIBLE_WIDE} step={BLOG_LOAD_MORE_STEP} layout="rows" />
      </Section>
    </>
  );
}
