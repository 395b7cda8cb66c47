import { BlogCard } from '@/samples/components/cards/blog-card';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeadingRow } from '@/samples/components/ui/section-heading-row';
import type { BlogGridContent } from '@/samples/types/blog';

import './blog-grid-section.scss';

export interface BlogGridSectionProps {
  id: string;
  tone?: SectionTone;
  content: BlogGridContent;
}

/** Recent posts: one large card and a column of smaller ones. */
export function BlogGridSection({ id, tone, content }: BlogGridSectionProps) {
  const headingId = `${id}-title`;
  const [lead, ...rest] = content.posts;
  return (
    <Section id={id} labelledBy={headingId} tone={tone} className="blog-grid">
      <SectionHeadingRow
        headingId={headingId}
        content={content}
        className="blog-grid__header"
        buttonClassName="btn btn-outline-primary blog-grid__all"
      />
      {lead && (
        <div className="blog-grid__layout">
          <div className="blog-grid__lead">
            <BlogCard post={lead} />
          </div>
          <ul className="blog-grid__list">
            {rest.map((post) => (
              <li key={post.id}>
                <BlogCard post={post} variant="wide" />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Section>
  );
}
