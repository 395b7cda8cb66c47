import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { testimonials } from '@common/blocks/declarations';

import { anchorOf, type BlockProps } from './block-data';

import './testimonials.scss';
import { useEnglishMark, useMessages } from '@/lib/language';

/** What customers say, each quote with who said it. */
export const declaration = testimonials;

export function Component({ block, index }: BlockProps<typeof testimonials>) {
  const t = useMessages();
  const english = useEnglishMark();
  const { title } = block;
  const items = block.items.filter((item) => item.quote);
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      tone="alt"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : t('What our customers say')}
    >
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="block-testimonials">
        {items.map((item, at) => (
          <li key={at} className="block-testimonials__item">
            <figure className="block-testimonials__figure">
              <blockquote className="block-testimonials__quote">
                <p lang={english(item.quote)}>{item.quote}</p>
              </blockquote>
              {item.name && (
                <figcaption className="block-testimonials__who">
                  <span className="block-testimonials__name" lang={english(item.name)}>
                    {item.name}
                  </span>
                  {item.role && (
                    <span className="block-testimonials__role" lang={english(item.role)}>
                      {item.role}
                    </span>
                  )}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
