import { ContactFormSection } from '@/components/enquiry-form/components/contact-form-section';
import { contactForm } from '@common/blocks/declarations';

import { anchorOf, type BlockProps } from './block-data';

export const declaration = contactForm;

/**
 * The site's enquiry form under a heading (the declaration's when left empty); an enquiry sent from it records the page
 * it was sent from.
 */
export function Component({ block, index, page }: BlockProps<typeof contactForm>) {
  return <ContactFormSection title={block.title} text={block.text} id={anchorOf(block)} headingId={`block-${index}-title`} page={page} />;
}
