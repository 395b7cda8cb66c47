import { Section } from '@/components/ui/section';

import { anchorOf, distinctBy, type BlockProps } from './block-data';

import '@/components/sections/stats-section.scss';
import { statistics } from '@common/blocks/declarations';
import './statistics.scss';
import { useEnglishMark, useMessages } from '@/lib/language';

/** A row of figures with their labels on the blue band, as the site's statistics row draws them. */
export const declaration = statistics;

export function Component({ block, index }: BlockProps<typeof statistics>) {
  const t = useMessages();
  const english = useEnglishMark();
  const { title } = block;
  const items = distinctBy(block.items, 'label').filter((item) => item.value);
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      frame="plain"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : t('Figures')}
      className="stats-section stats-section--brand"
    >
      {title && (
        <h2 id={headingId} className="block-statistics__title" lang={english(title)}>
          {title}
        </h2>
      )}
      <ul className="stats-section__row stats-section__row--still">
        {items.map((item) => (
          <li key={item.label} className="stats-section__item">
            <p className="stats-section__number">{item.value}</p>
            <p className="stats-section__title" lang={english(item.label)}>
              {item.label}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
