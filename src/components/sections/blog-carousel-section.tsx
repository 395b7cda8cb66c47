import { BlogCard } from '@/components/cards/blog-card';
import { Carousel } from '@/components/ui/carousel';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { BlogPost } from '@/content/blog';

export interface BlogCarouselContent {
  uperTitle: string;
  title: string;
}

export interface BlogCarouselSectionProps {
  id: string;
  content: BlogCarouselContent;
  posts: readonly BlogPost[];
  tone?: 'default' | 'alt';
}

/** Blog posts in a card carousel (1, 2, 3, 4 per view at the card breakpoints) with arrows. */
export function BlogCarouselSection({ id, content, posts, tone = 'default' }: BlogCarouselSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="blog-carousel">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
      <Carousel
        items={posts}
        getKey={(post) => post.id}
        label="Blog posts"
        layout="cards"
        navigation
        renderSlide={(post) => <BlogCard post={post} />}
      />
    </Section>
  );
}
