// The contact page's copy (docs/requirements/spec.md §2 'Contact page'). Phones, e-mail, address
// and map come from company.ts.
export const contactContent = {
  heading: 'Get in touch for more information and support',
  intro:
    'Call, write or visit our office in Shivajinagar. For a quote or a demo, send us a few lines about your business and a certified consultant will get back to you within one working day.',
  labels: {
    email: 'Email us',
    phone: 'Call us',
    address: 'Visit us',
  },
  formTitle: 'Send us your requirement',
  formIntro: 'Tell us what you are looking for: a licence, an implementation, cloud hosting, customisation or training.',
} as const;
