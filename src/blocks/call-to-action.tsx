import { ArrowRightIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useEnglishMark } from '@/lib/language';
import { callToAction } from '@common/blocks/declarations';

import { BlockLink } from './block-link';
import { anchorOf, type BlockProps } from './block-data';

import '@/components/sections/cta-section.scss';

export const declaration = callToAction;

/**
 * The blue banner with a heading, a line of text and one button (the site's call to action); a button left empty says
 * and leads where the declaration's defaults do (readBlock fills them).
 */
export function Component({ block, index }: BlockProps<typeof callToAction>) {
  const english = useEnglishMark();
  const { title, text, button_label: label, button_href: href } = block;
  const headingId = `block-${index}-title`;
  return (
    <Section
      id={anchorOf(block)}
      frame="plain"
      labelledBy={title ? headingId : undefined}
      label={title ? undefined : label}
      className="cta-section cta-section--brand"
    >
      <div className="cta-section__banner">
        {title && (
          <SectionHeading
            id={headingId}
            classes={{ title: 'cta-section__title', subtitle: 'cta-section__subtitle' }}
            title={title}
            subtitle={text || undefined}
          />
        )}
        <BlockLink href={href} className="btn btn-lg cta-section__button" lang={english(label)}>
          {label}
          <ArrowRightIcon size={18} aria-hidden />
        </BlockLink>
      </div>
    </Section>
  );
}
