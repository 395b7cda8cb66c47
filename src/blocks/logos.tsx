import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { logos } from '@common/blocks/declarations';

import { BlockPicture } from './block-picture';
import { anchorOf, type BlockProps } from './block-data';

import './logos.scss';
import { useMessages } from '@/lib/language';

/** A row of customers' or partners' logos, each named by its alt text. */
export const declaration = logos;

export function Component({ block, index }: BlockProps<typeof logos>) {
  const t = useMessages();
  const { title } = block;
  const items = block.items.filter((item) => item.image);
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} frame="untoned" labelledBy={title ? headingId : undefined} label={title ? undefined : t('Logos')}>
      {title && <SectionHeading id={headingId} title={title} align="center" />}
      <ul className="block-logos">
        {items.map((item, at) => (
          <li key={at} className="block-logos__item">
            <BlockPicture className="block-logos__logo" src={item.image} alt={item.name} width={160} height={80} sizes="160px" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
