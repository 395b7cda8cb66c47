import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

import { BlockPicture } from './block-picture';
import { Prose } from './prose';
import { anchorOf, textOf, type BlockProps } from './block-data';

import './image-text.scss';

/** A picture beside a heading and formatted text, on the left or the right. */
export function Component({ block, index }: BlockProps) {
  const title = textOf(block, 'title');
  const html = textOf(block, 'html');
  const side = textOf(block, 'image_side') === 'right' ? 'right' : 'left';
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      frame="untoned"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : `Section ${index + 1}`}
      className={`block-image-text block-image-text--${side}`}
      containerClassName="block-image-text__grid"
    >
      <BlockPicture
        className="block-image-text__picture"
        src={block.image}
        alt={textOf(block, 'image_alt')}
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
