import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

import { anchorOf, itemsOf, textOf, type BlockProps } from './block-data';

import './testimonials.scss';

/** What customers say, each quote with who said it. */
export function Component({ block, index }: BlockProps) {
  const title = textOf(block, 'title');
  const items = itemsOf(block, 'items').filter((item) => textOf(item, 'quote'));
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      tone="alt"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : 'What our customers say'}
    >
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="block-testimonials">
        {items.map((item, at) => (
          <li key={at} className="block-testimonials__item">
            <figure className="block-testimonials__figure">
              <blockquote className="block-testimonials__quote">
                <p>{textOf(item, 'quote')}</p>
              </blockquote>
              {textOf(item, 'name') && (
                <figcaption className="block-testimonials__who">
                  <span className="block-testimonials__name">{textOf(item, 'name')}</span>
                  {textOf(item, 'role') && <span className="block-testimonials__role">{textOf(item, 'role')}</span>}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
