import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { imageText } from '@common/blocks/declarations';

import { BlockPicture } from './block-picture';
import { Prose } from './prose';
import { anchorOf, type BlockProps } from './block-data';

import './image-text.scss';
import { useMessages } from '@/lib/language';

/** A picture beside a heading and formatted text, on the left or the right. */
export const declaration = imageText;

export function Component({ block, index }: BlockProps<typeof imageText>) {
  const t = useMessages();
  const { title, html, image_side: side } = block;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      frame="untoned"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : t('Section {number}', { number: index + 1 })}
      className={`block-image-text block-image-text--${side}`}
      containerClassName="block-image-text__grid"
    >
      <BlockPicture
        className="block-image-text__picture"
        src={block.image}
        alt={block.image_alt}
        width={960}
        height={720}
        sizes="(min-width: 992px) 50vw, 100vw"
      />
      <div className="block-image-text__body">
        {title && <SectionHeading id={headingId} title={title} />}
        {html && <Prose html={html} />}
      </div>
    </Section>
  );
}
