// The contact form under a heading, as a block of a built page shows it: the Contact form block, and a Form block left
// without a form (the contact form is the default form, docs/forms.md).
import { useSiteContactIfAny } from '@/components/site-contact';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';

import { useMessages } from '@/lib/language';

import { ContactForm } from './contact-form';

import '@/blocks/contact-form.scss';

export interface ContactFormSectionProps {
  title: string;
  text: string;
  /** The section's id (a block's anchor); none when undefined. */
  id: string | undefined;
  /** The heading's id. */
  headingId: string;
  page: { title: string; path: string; preview?: boolean };
}

/** The site's enquiry form under a heading; an enquiry sent from it records the page it was sent from. */
export function ContactFormSection({ title, text, id, headingId, page }: ContactFormSectionProps) {
  const t = useMessages();
  const contact = useSiteContactIfAny();
  const [phone] = contact?.phones ?? [];
  return (
    <Section id={id} tone="alt" labelledBy={headingId} className="block-contact-form">
      <div className="block-contact-form__card">
        <SectionHeading id={headingId} title={title} subtitle={text || undefined} />
        {page.preview ? (
          // The editor's preview sits inside the editor's form, where a form cannot: what visitors will fill in.
          <p className="block-contact-form__preview">{t('The enquiry form: name, e-mail, phone, what you need, and Send enquiry.')}</p>
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
