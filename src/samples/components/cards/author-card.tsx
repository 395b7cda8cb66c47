import { Image } from '@/components/ui/image';
import type { AuthorContent } from '@/samples/types/blog';

import './author-card.scss';

export interface AuthorCardProps {
  content: AuthorContent;
}

/** The writer of an article: portrait, name, role and a short bio. */
export function AuthorCard({ content }: AuthorCardProps) {
  const { heading, name, role, bio, portrait } = content;
  return (
    <section className="author-card" aria-labelledby="author-card-heading">
      <Image src={portrait.src} alt={portrait.alt} width={portrait.width} height={portrait.height} className="author-card__portrait" />
      <div>
        <h2 id="author-card-heading" className="author-card__eyebrow">
          {heading}
        </h2>
        <p className="author-card__name">{name}</p>
        <p className="author-card__role">{role}</p>
        <p className="author-card__bio">{bio}</p>
      </div>
    </section>
  );
}
