import { Accordion } from '@/components/ui/accordion';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

import { anchorOf, distinctBy, type BlockProps } from './block-data';

import '@/components/sections/faq-section.scss';
import { faq } from '@common/blocks/declarations';
import { useMessages } from '@/lib/language';

/** The page's own questions, each opening to its answer (one open at a time, the first open), as the site's FAQ. */
export const declaration = faq;

export function Component({ block, index }: BlockProps<typeof faq>) {
  const t = useMessages();
  const { title } = block;
  const items = distinctBy(block.items, 'question').map((item) => ({ title: item.question, content: item.answer }));
  if (items.length === 0) return null;
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} labelledBy={headingId} className="faq-section">
      {title ? (
        <SectionHeading id={headingId} title={title} align="center" />
      ) : (
        // The questions are h3s: an h2 above them keeps the page's outline in order.
        <h2 id={headingId} className="visually-hidden">
          {t('Questions and answers')}
        </h2>
      )}
      <div className="faq-section__body">
        <Accordion items={items} />
      </div>
    </Section>
  );
}
