import { ArrowRightIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { callToAction } from '@common/blocks/declarations';

import { BlockLink } from './block-link';
import { anchorOf, textOf, type BlockProps } from './block-data';

import '@/components/sections/cta-section.scss';

/** What a button left empty says and where it leads: the declaration's defaults. */
const defaultLabel = callToAction.fields.button_label.default ?? '';
const defaultHref = callToAction.fields.button_href.default ?? '';

/** The blue banner with a heading, a line of text and one button (the site's call to action). */
export function Component({ block, index }: BlockProps) {
  const title = textOf(block, 'title');
  const text = textOf(block, 'text');
  const label = textOf(block, 'button_label') || defaultLabel;
  const href = textOf(block, 'button_href') || defaultHref;
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
        <BlockLink href={href} className="btn btn-lg cta-section__button">
          {label}
          <ArrowRightIcon size={18} aria-hidden />
        </BlockLink>
      </div>
    </Section>
  );
}
