import { Section } from '@/components/ui/section';

import { Prose } from './prose';
import { textOf, type BlockProps } from './block-data';

/** Formatted text: headings, paragraphs, lists, links, quotes and tables. */
export function Component({ block, index }: BlockProps) {
  const html = textOf(block, 'html');
  if (!html) return null;
  return (
    <Section frame="untoned" label={`Section ${index + 1}`} className="block-rich-text">
      <Prose html={html} />
    </Section>
  );
}
