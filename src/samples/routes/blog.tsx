import { PageIntro } from '@/components/page-intro';
import { BLOG_POSTS_HEADING_ID, BlogPosts, BlogSidebarLayout } from '@/samples/components/sections/blog-page';
import { Section } from '@/components/ui/section';
import { BLOG_INITIAL_VISIBLE_LIST } from '@/config/constants';
import { paths } from '@common/paths';
import { blogListCopy, blogPosts, blogSidebar } from '@/samples/copy/blog';
import { pageMeta } from '@common/routes';

/** /blog: the post list with a sidebar, 4 posts at first. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.blog} path={paths.blog} />
      <Section labelledBy={BLOG_POSTS_HEADING_ID}>
        <BlogSidebarLayout sidebar={blogSidebar}>
          <BlogPosts content={blogListCopy} posts={blogPosts} initialVisible={BLOG_INITIAL_VISIBLE_LIST} layout="grid" />
        </BlogSidebarLayout>
      </Section>
    </>
  );
}
