import { Section } from '@/components/ui/section';

import { Prose } from './prose';
import { anchorOf, textOf, type BlockProps } from './block-data';

/** Formatted text: headings, paragraphs, lists, links, quotes and tables. */
export function Component({ block, index }: BlockProps) {
  const html = textOf(block, 'html');
  if (!html) return null;
  return (
    <Section id={anchorOf(block)} frame="untoned" label={`Section ${index + 1}`} className="block-rich-text">
      <Prose html={html} />
    </Section>
  );
}
