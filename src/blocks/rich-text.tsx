import { Section } from '@/components/ui/section';
import { richText } from '@common/blocks/declarations';

import { Prose } from './prose';
import { anchorOf, type BlockProps } from './block-data';
import { useMessages } from '@/lib/language';

/** Formatted text: headings, paragraphs, lists, links, quotes and tables. */
export const declaration = richText;

export function Component({ block, index }: BlockProps<typeof richText>) {
  const t = useMessages();
  const { html } = block;
  if (!html) return null;
  return (
    <Section id={anchorOf(block)} frame="untoned" label={t('Section {number}', { number: index + 1 })} className="block-rich-text">
      <Prose html={html} />
    </Section>
  );
}
