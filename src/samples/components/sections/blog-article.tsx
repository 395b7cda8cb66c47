import { CalendarIcon, ClockIcon, QuoteIcon, UserIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import type { ArticleBlock, BlogArticleContent } from '@/samples/types/blog';

import './blog-article.scss';

export interface BlogArticleProps {
  content: BlogArticleContent;
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return <h3 className="blog-article__heading">{block.text}</h3>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul className="blog-article__list">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'quote':
      return (
        <figure className="blog-article__quote">
          <QuoteIcon size={36} aria-hidden className="blog-article__quote-icon" />
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          <figcaption>{block.cite}</figcaption>
        </figure>
      );
    case 'images':
      return (
        <div className="blog-article__images">
          {block.images.map((image) => (
            <figure key={image.src} className="blog-article__figure">
              <Image src={image.src} alt={image.alt} width={image.width} height={image.height} />
              {image.caption && <figcaption>{image.caption}</figcaption>}
            </figure>
          ))}
        </div>
      );
  }
}

/** A static article: cover, meta line, body blocks (headings, paragraphs, a list, a quote, images) and tags. */
export function BlogArticle({ content: article }: BlogArticleProps) {
  return (
    <article className="blog-article" aria-labelledby="blog-article-title">
      <Image
        src={article.cover.src}
        alt={article.cover.alt}
        width={article.cover.width}
        height={article.cover.height}
        priority
        className="blog-article__cover"
      />
      <ul className="blog-article__meta">
        <li className="blog-article__category">{article.category}</li>
        <li>
          <CalendarIcon size={16} aria-hidden />
          <time dateTime={article.dateTime}>{article.date}</time>
        </li>
        <li>
          <UserIcon size={16} aria-hidden />
          {article.author}
        </li>
        <li>
          <ClockIcon size={16} aria-hidden />
          {article.readingTime}
        </li>
      </ul>
      <h2 id="blog-article-title" className="blog-article__title">
        {article.title}
      </h2>
      <div className="blog-article__body">
        {article.blocks.map((block, index) => (
          // The blocks are fixed content: their order never changes.
          <Block key={index} block={block} />
        ))}
      </div>
      <div className="blog-article__tags">
        <h3 className="blog-article__tags-heading">{article.tagsHeading}</h3>
        <ul>
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      </div>
    </article>
  );
}
