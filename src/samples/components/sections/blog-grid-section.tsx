import { Link } from 'react-router-dom';

import { BlogCard } from '@/samples/components/cards/blog-card';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
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
      <div className="blog-grid__header">
        <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
        <Link to={content.btnUrl} className="btn btn-outline-primary blog-grid__all">
          {content.btnText}
          <ArrowRightIcon size={18} aria-hidden />
        </Link>
      </div>
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
