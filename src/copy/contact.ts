// The contact page's words (docs/requirements/spec.md §2 'Contact page'). They are content staff edit (the
// contact page, decision 0023, read through /api/contact-page/); this copy stands in only when they cannot
// be read, and is the seed's (server/db/seed-content.json), which a test keeps equal. Phones, e-mail,
// address, office hours and map are Site settings.
import type { ContactPage } from '@common/content-model/company-page-kinds';

export const contactPageBuiltIn: ContactPage = {
  id: 1,
  eyebrow: 'Contact',
  heading: 'Get in touch for more information and support',
  intro:
    'Call, write or visit our office in Shivajinagar. For a quote or a demo, send us a few lines about your business and a certified consultant will get back to you within one working day.',
  email_label: 'Email us',
  phone_label: 'Call us',
  address_label: 'Visit us',
  hours_label: 'Office hours',
  form_title: 'Send us your requirement',
  form_intro: 'Tell us what you are looking for: a licence, an implementation, cloud hosting, customisation or training.',
};
