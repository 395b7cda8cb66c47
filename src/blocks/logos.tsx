import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

import { BlockPicture } from './block-picture';
import { anchorOf, itemsOf, textOf, type BlockProps } from './block-data';

import './logos.scss';

/** A row of customers' or partners' logos, each named by its alt text. */
export function Component({ block, index }: BlockProps) {
  const title = textOf(block, 'title');
  const items = itemsOf(block, 'items').filter((item) => textOf(item, 'image'));
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} frame="untoned" labelledBy={title ? headingId : undefined} label={title ? undefined : 'Logos'}>
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="block-logos">
        {items.map((item, at) => (
          <li key={at} className="block-logos__item">
            <BlockPicture className="block-logos__logo" src={item.image} alt={textOf(item, 'name')} width={160} height={80} sizes="160px" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
