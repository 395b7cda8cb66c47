import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import type { BlogPost } from '@/samples/types/blog';

import './blog-card.scss';

/** Intrinsic size of every blog thumbnail (the SVGs' own width and height). */
export const BLOG_THUMBNAIL_SIZE = { width: 640, height: 420 } as const;

export interface BlogCardProps {
  post: BlogPost;
  /** 'card': thumbnail above the text (grids, carousels, the /blog list); 'wide': thumbnail beside the text (the /blog-list rows). */
  variant?: 'card' | 'wide';
  /** Level of the post title, to keep the page's heading order. */
  headingLevel?: 2 | 3;
  /** Only for a card that is the page's largest above-the-fold image. */
  priority?: boolean;
}

/**
 * One blog post teaser. The title is the card's only link (one tab stop); it is stretched over the
 * whole card so the thumbnail is clickable too.
 */
export function BlogCard({ post, variant = 'card', headingLevel = 3, priority = false }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`blog-card blog-card--${variant}`}>
      <div className="blog-card__media">
        <Image
          src={post.thumbnailSrc}
          alt={post.thumbnailAlt}
          width={BLOG_THUMBNAIL_SIZE.width}
          height={BLOG_THUMBNAIL_SIZE.height}
          priority={priority}
          className="blog-card__image"
        />
      </div>
      <div className="blog-card__body">
        <p className="blog-card__meta">
          <span className="blog-card__category">{post.category}</span>
          <time className="blog-card__date" dateTime={post.dateTime}>
            {post.date}
          </time>
        </p>
        <Heading className="blog-card__title">
          <Link to={post.href} className="blog-card__link stretched-link">
            {post.title}
          </Link>
        </Heading>
        <p className="blog-card__subtitle">{post.subtitle}</p>
        <span className="blog-card__more" aria-hidden="true">
          Read More <ArrowRightIcon size={16} />
        </span>
      </div>
    </article>
  );
}
