import { PageIntro } from '@/components/page-intro';
import { BlogPostList } from '@/components/sections/blog-post-list';
import { BlogSidebar } from '@/components/sections/blog-sidebar';
import { Section } from '@/components/ui/section';
import { BLOG_INITIAL_VISIBLE_LIST, BLOG_LOAD_MORE_STEP } from '@/config/constants';
import { paths } from '@/config/paths';
import { blogListCopy, blogPosts, blogSidebar } from '@/content/blog';
import { pageMeta } from '@/config/routes';

/** /blog: the post list with a sidebar, 4 posts at first. */
export function Component() {
  return (
    <>
      <PageIntro meta={pageMeta.blog} path={paths.blog} />
      <Section labelledBy="blog-posts-heading">
        <div className="row gx-4 gx-lg-5 gy-5">
          <div className="col-lg-8">
            <h2 id="blog-posts-heading" className="visually-hidden">
              {blogListCopy.heading}
            </h2>
            <BlogPostList content={blogListCopy} posts={blogPosts} initialVisible={BLOG_INITIAL_VISIBLE_LIST} step={BLOG_LOAD_MORE_STEP} layout="grid" />
          </div>
          <div className="col-lg-4">
            <BlogSidebar content={blogSidebar} />
          </div>
        </div>
      </Section>
    </>
  );
}
