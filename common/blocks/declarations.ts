// The section library staff build pages from: every block type, declared once — its name in the API, what
// staff see in the picker, and its fields (the content model's field types, common/content-model/fields.ts).
// The editor's form and picker, the server's validation, the content document and the public page's
// component (src/blocks/<type>.tsx, one chunk each) all follow these declarations. Plain data: the visitors'
// pages read it without a schema library. How to add a block type: docs/decisions/0029-pages-from-blocks.md.
import { field, type Field } from '../content-model/fields.ts';
import { moduleBlocks } from '../kinds/index.ts';

export interface BlockDeclaration {
  /** The block's `type` in the API and the content document: 'call-to-action'. */
  type: string;
  /** The picker's name for it. */
  label: string;
  /** One line in the picker: what the block shows. */
  description: string;
  fields: Readonly<Record<string, Field>>;
  /** A kind's block (common/kinds): drawn by `src/kinds/<module>.tsx`'s `blocks`, not by src/blocks/<type>.tsx. */
  module?: string;
  /** The block shows on every service's page with these fields and the service's id as its `service_id` (its stories). */
  onServicePages?: Readonly<Record<string, unknown>>;
}

/**
 * A block's anchor: its section's id on the page, where a button's `#<anchor>` leads. Not `main` nor `block-` and a
 * number, which the page's own frame and headings use.
 */
export const ANCHOR_PATTERN = {
  source: '^(?!main$|block-[0-9])[a-z0-9]+(-[a-z0-9]+)*$',
  message: 'must be lowercase letters, digits and hyphens, such as enquiry (not main, nor block- and a number: the page uses those)',
} as const;

/** Every block's last field: optional, unique on its page (common/content-model/schema.ts). */
export const anchorField = field.text({
  label: 'Anchor',
  help: 'Optional. A name such as enquiry: a button linking to #enquiry then scrolls to this block. Lowercase letters, digits and hyphens, once on the page.',
  max: 60,
  min: 0,
  pattern: ANCHOR_PATTERN,
});

/** A block type's declaration, its fields followed by the anchor every block has. */
const define = <const B extends BlockDeclaration>(block: B) => ({ ...block, fields: { ...block.fields, anchor: anchorField } });

const heading = (label = 'Heading') => field.text({ label, max: 200, translatable: true });
const optionalHeading = (label = 'Heading') => field.text({ label, help: 'Leave empty for none.', max: 200, min: 0, translatable: true });
const altText = field.text({
  label: 'Picture description (alt text)',
  help: 'What the picture shows, for people who cannot see it. Leave empty only for a picture that is decoration.',
  max: 300,
  min: 0,
  translatable: true,
});

export const hero = define({
  type: 'hero',
  label: 'Hero',
  description: 'The page’s big heading, a line of text, a picture and up to two buttons.',
  fields: {
    title: heading('Heading (the page’s main heading)'),
    text: field.longText({ label: 'Text', max: 600, min: 0, translatable: true }),
    image: field.image({ label: 'Picture', help: 'Leave empty for none.', alt: 'image_alt' }),
    image_alt: altText,
    buttons: field.list({
      label: 'Buttons',
      itemLabel: 'Button',
      max: 2,
      fields: {
        label: field.text({ label: 'Label', max: 40, translatable: true }),
        href: field.text({ label: 'Link', max: 500, link: 'button' }),
      },
    }),
  },
});

export const richText = define({
  type: 'rich-text',
  label: 'Rich text',
  description: 'Headings, paragraphs, lists, links, quotes and tables.',
  fields: { html: field.richText({ label: 'Text', max: 100_000, translatable: true }) },
});

export const imageText = define({
  type: 'image-text',
  label: 'Picture and text',
  description: 'A picture beside a heading and formatted text.',
  fields: {
    title: optionalHeading(),
    html: field.richText({ label: 'Text', max: 20_000, translatable: true }),
    image: field.image({ label: 'Picture', alt: 'image_alt' }),
    image_alt: altText,
    image_side: field.select({
      label: 'Picture on the',
      options: [
        { value: 'left', label: 'Left' },
        { value: 'right', label: 'Right' },
      ],
      default: 'left',
    }),
  },
});

export const callToAction = define({
  type: 'call-to-action',
  label: 'Call to action',
  description: 'A band with a heading, a line of text and one button.',
  fields: {
    title: heading(),
    text: field.longText({ label: 'Text', max: 400, min: 0, translatable: true }),
    button_label: field.text({ label: 'Button label', max: 40, default: 'Contact us', translatable: true }),
    button_href: field.text({ label: 'Button link', max: 500, link: 'button', default: '/contact' }),
  },
});

export const serviceCards = define({
  type: 'service-cards',
  label: 'Service cards',
  description: 'The cards of an offering’s services (or of every service), as on Our Offerings.',
  fields: {
    title: optionalHeading(),
    offering_id: field.relation({ label: 'Offering', to: 'offerings', optional: { label: 'Every service' } }),
  },
});

export const pricing = define({
  type: 'pricing',
  label: 'Pricing plans',
  description: 'A service’s pricing plans, as on its page.',
  fields: {
    title: optionalHeading(),
    service_id: field.relation({ label: 'Service', to: 'services' }),
  },
});

export const faq = define({
  type: 'faq',
  label: 'Questions and answers',
  description: 'Questions of the page’s own, each opening to its answer.',
  fields: {
    title: optionalHeading(),
    items: field.list({
      label: 'Questions',
      itemLabel: 'Question',
      max: 30,
      min: 1,
      fields: {
        question: field.text({ label: 'Question', max: 300, translatable: true }),
        answer: field.longText({ label: 'Answer', max: 3000, translatable: true }),
      },
    }),
  },
});

export const statistics = define({
  type: 'statistics',
  label: 'Figures',
  description: 'A row of figures with their labels, such as “500+ clients”.',
  fields: {
    title: optionalHeading(),
    items: field.list({
      label: 'Figures',
      itemLabel: 'Figure',
      max: 6,
      min: 1,
      fields: {
        value: field.text({ label: 'Figure', max: 20 }),
        label: field.text({ label: 'Label', max: 100, translatable: true }),
      },
    }),
  },
});

export const video = define({
  type: 'video',
  label: 'Video',
  description: 'A YouTube video, loaded only when a visitor plays it.',
  fields: {
    title: optionalHeading(),
    url: field.text({
      label: 'YouTube address',
      max: 300,
      pattern: {
        source: '^https://(www\\.)?(youtube\\.com/(watch\\?v=|embed/|shorts/)|youtu\\.be/)[A-Za-z0-9_-]{11}([?&#].*)?$',
        message: 'must be a YouTube video’s address, such as https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    }),
    caption: field.text({ label: 'Caption', max: 200, min: 0, translatable: true }),
  },
});

export const testimonials = define({
  type: 'testimonials',
  label: 'Testimonials',
  description: 'What customers say, with their names.',
  fields: {
    title: optionalHeading(),
    items: field.list({
      label: 'Testimonials',
      itemLabel: 'Testimonial',
      max: 12,
      min: 1,
      fields: {
        quote: field.longText({ label: 'What they said', max: 1000, translatable: true }),
        name: field.text({ label: 'Name', max: 100 }),
        role: field.text({ label: 'Role and company', max: 150, min: 0, translatable: true }),
      },
    }),
  },
});

export const logos = define({
  type: 'logos',
  label: 'Logos',
  description: 'A row of customers’ or partners’ logos.',
  fields: {
    title: optionalHeading(),
    items: field.list({
      label: 'Logos',
      itemLabel: 'Logo',
      max: 24,
      min: 1,
      fields: {
        image: field.image({ label: 'Logo', alt: 'name' }),
        name: field.text({ label: 'Name (its alt text)', max: 100 }),
      },
    }),
  },
});

export const contactForm = define({
  type: 'contact-form',
  label: 'Contact form',
  description: 'The enquiry form; an enquiry sent from it records this page.',
  fields: {
    title: field.text({ label: 'Heading', max: 200, default: 'Tell us what you need', translatable: true }),
    text: field.longText({ label: 'Text', max: 600, min: 0, translatable: true }),
  },
});

/** Every block type, in the picker's order. */
export const BLOCKS = [
  hero,
  richText,
  imageText,
  callToAction,
  serviceCards,
  pricing,
  faq,
  statistics,
  video,
  testimonials,
  logos,
  contactForm,
  // The blocks of the kinds that carry their pages (common/kinds), with the anchor every block has.
  ...moduleBlocks.map(define),
] as const satisfies readonly BlockDeclaration[];

export type BlockType = (typeof BLOCKS)[number]['type'];

export const blockNamed = (type: string): BlockDeclaration | undefined => BLOCKS.find((block) => block.type === type);
