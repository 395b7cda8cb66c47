import { BlogCard } from '@/samples/components/cards/blog-card';
import { Carousel } from '@/components/ui/carousel';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { BlogCarouselContent } from '@/samples/types/blog';

export interface BlogCarouselSectionProps {
  id: string;
  tone?: SectionTone;
  content: BlogCarouselContent;
}

/** Blog posts in a card carousel (1, 2, 3, 4 per view at the card breakpoints) with arrows. */
export function BlogCarouselSection({ id, tone, content }: BlogCarouselSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="blog-carousel">
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
      <Carousel
        items={content.posts}
        getKey={(post) => post.id}
        label="Blog posts"
        layout="cards"
        navigation
        renderSlide={(post) => <BlogCard post={post} />}
      />
    </Section>
  );
}
