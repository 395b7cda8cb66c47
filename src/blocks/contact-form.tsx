import { ContactForm } from '@/components/enquiry-form/components/contact-form';
import { useSiteContactIfAny } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { contactForm } from '@common/blocks/declarations';

import { anchorOf, type BlockProps } from './block-data';

import './contact-form.scss';

export const declaration = contactForm;

/**
 * The site's enquiry form under a heading (the declaration's when left empty); an enquiry sent from it records the page
 * it was sent from.
 */
export function Component({ block, index, page }: BlockProps<typeof contactForm>) {
  const contact = useSiteContactIfAny();
  const { title, text } = block;
  const [phone] = contact?.phones ?? [];
  const headingId = `block-${index}-title`;
  return (
    <Section id={anchorOf(block)} tone="alt" labelledBy={headingId} className="block-contact-form">
      <div className="block-contact-form__card">
        <SectionHeading id={headingId} title={title} subtitle={text || undefined} />
        {page.preview ? (
          // The editor's preview sits inside the editor's form, where a form cannot: what visitors will fill in.
          <p className="block-contact-form__preview">The enquiry form: name, e-mail, phone, what you need, and Send enquiry.</p>
        ) : (
          <ContactForm
            title={title}
            page={page}
            contact={{ phone: phone?.text ?? '', phoneHref: phone?.href ?? '', email: contact?.email ?? '' }}
          />
        )}
      </div>
    </Section>
  );
}
