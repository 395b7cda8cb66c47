import { useLocation } from 'react-router-dom';

import { AuthorCard } from '@/samples/components/cards/author-card';
import { PageIntro } from '@/components/page-intro';
import { BlogArticle } from '@/samples/components/sections/blog-article';
import { BlogSidebarLayout } from '@/samples/components/sections/blog-page';
import { CommentForm } from '@/samples/components/sections/comment-form';
import { ShareLinks } from '@/samples/components/sections/share-links';
import { absoluteUrl } from '@/components/seo';
import { Section } from '@/components/ui/section';
import { blogSidebar } from '@/samples/copy/blog';
import { blogArticle, blogAuthor, blogShare, commentForm } from '@/samples/copy/blog-details';
import { pageMeta } from '@common/routes';

/** /blog/:id: the static sample article with share links, the author and the reply form. */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <PageIntro meta={pageMeta['blog-details']} path={pathname} />
      <Section>
        <BlogSidebarLayout sidebar={blogSidebar}>
          <BlogArticle content={blogArticle} />
          <ShareLinks content={blogShare} pageUrl={absoluteUrl(pathname)} title={blogArticle.title} />
          <AuthorCard content={blogAuthor} />
          <CommentForm content={commentForm} />
        </BlogSidebarLayout>
      </Section>
    </>
  );
}
