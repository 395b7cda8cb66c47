import { Link } from 'react-router-dom';

import { BlogCard } from '@/components/cards/blog-card';
import { ArrowRightIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { BlogPost } from '@/content/blog';

import './blog-grid-section.scss';

export interface BlogGridContent {
  uperTitle: string;
  title: string;
  btnText: string;
  btnUrl: string;
}

export interface BlogGridSectionProps {
  id: string;
  content: BlogGridContent;
  /** The first post is drawn large, the others small beside it. */
  posts: readonly BlogPost[];
  tone?: 'default' | 'alt';
}

/** Recent posts: one large card and a column of smaller ones. */
export function BlogGridSection({ id, content, posts, tone = 'default' }: BlogGridSectionProps) {
  const headingId = `${id}-title`;
  const [lead, ...rest] = posts;
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
