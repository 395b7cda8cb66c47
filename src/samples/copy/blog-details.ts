// The sample article shown at /blog/:id, its share targets, author card and reply form.
import authorPortrait from '@/samples/assets/blog/author.svg';
import gstEInvoicing from '@/samples/assets/blog/gst-e-invoicing.svg';
import irnFlow from '@/samples/assets/blog/irn-flow.svg';
import mastersReview from '@/samples/assets/blog/masters-review.svg';
import type { AuthorContent, BlogArticleContent, CommentFormContent, ShareLinksContent } from '@/samples/types/blog';

const IMAGE = { width: 640, height: 420 } as const;

export const blogArticle = {
  category: 'GST',
  title: 'E-invoicing under GST: a checklist before your first IRN',
  date: '14 Oct 2026',
  dateTime: '2026-10-14',
  readingTime: '6 min read',
  author: 'Priya Kulkarni',
  cover: { src: gstEInvoicing, alt: 'An invoice with a QR code and a green tick', ...IMAGE },
  blocks: [
    {
      type: 'paragraph',
      text: 'Once your aggregate turnover crosses the e-invoicing threshold, every B2B invoice has to be reported to the Invoice Registration Portal before it reaches your customer. The portal returns an Invoice Reference Number (IRN) and a signed QR code, and only then is the invoice valid. For most of our clients the switch itself takes an afternoon; the preparation is what decides whether the first week goes smoothly.',
    },
    {
      type: 'paragraph',
      text: 'Here is the checklist our consultants run through with every business before we turn e-invoicing on in TallyPrime.',
    },
    { type: 'heading', text: '1. Clean up your masters first' },
    {
      type: 'paragraph',
      text: 'The portal rejects an invoice for the smallest mismatch, and nearly every rejection we see traces back to a ledger or stock item created years ago. Review these before the first live invoice:',
    },
    {
      type: 'list',
      items: [
        'Customer GSTINs, legal names and state codes, checked against the GST portal.',
        'Six- or eight-digit HSN and SAC codes on every stock and service item, as your turnover requires.',
        'Units of measure mapped to the UQC list, so that “Nos” and “Pcs” do not mean two different things.',
        'Pin codes on every billing and shipping address.',
      ],
    },
    {
      type: 'images',
      images: [
        {
          src: mastersReview,
          alt: 'A table of customer masters, one row flagged for review',
          ...IMAGE,
          caption: 'One flagged master is one rejected invoice: fix them in bulk before go-live.',
        },
        {
          src: irnFlow,
          alt: 'An invoice passing to the registration portal and returning with a QR code',
          ...IMAGE,
          caption: 'Invoice out, IRN and signed QR code back, usually within seconds.',
        },
      ],
    },
    { type: 'heading', text: '2. Decide who generates the IRN, and when' },
    {
      type: 'paragraph',
      text: 'TallyPrime can generate the IRN the moment an invoice is saved, or in a batch later in the day. Saving and generating together suits counters that print and hand over the invoice at once. A batch suits distributors who raise many invoices and review them before dispatch. Either way, give the right to cancel an IRN to as few people as possible: a cancellation is only allowed within 24 hours and cannot be undone.',
    },
    {
      type: 'quote',
      text: 'The first week of e-invoicing is never about the software. It is about the twenty customer masters nobody has opened since 2017.',
      cite: 'Priya Kulkarni, Senior GST Consultant',
    },
    { type: 'heading', text: '3. Test with real invoices, then go live on a quiet day' },
    {
      type: 'paragraph',
      text: 'We generate a handful of real invoices on the sandbox with your own customers and items, print them with the QR code, and read them back with a phone. Then we pick a quiet morning for go-live, never the last working day of the month, and stay on call for the first billing cycle. E-way bills can be generated from the same screen once the IRN is in place, so your dispatch team learns one workflow instead of two.',
    },
    {
      type: 'paragraph',
      text: 'If you would like us to run this checklist on your company data, our team in Pune can do it remotely in a single session.',
    },
  ],
  tags: ['GST', 'E-invoicing', 'TallyPrime', 'Compliance'],
  tagsHeading: 'Tags',
} satisfies BlogArticleContent;

export const blogShare = {
  heading: 'Share this',
  /** Accessible name of each link, e.g. 'Share on LinkedIn (opens in a new tab)'. */
  linkLabel: (network: string) => `Share on ${network} (opens in a new tab)`,
  targets: [
    { name: 'LinkedIn', url: (pageUrl) => `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}` },
    {
      name: 'X',
      url: (pageUrl, title) => `https://twitter.com/intent/tweet?url=${encodeURIComponent(pageUrl)}&text=${encodeURIComponent(title)}`,
    },
    { name: 'Facebook', url: (pageUrl) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}` },
    { name: 'WhatsApp', url: (pageUrl, title) => `https://wa.me/?text=${encodeURIComponent(`${title} ${pageUrl}`)}` },
  ],
} satisfies ShareLinksContent;

export const blogAuthor = {
  heading: 'About the author',
  name: 'Priya Kulkarni',
  role: 'Senior GST Consultant',
  bio: 'Priya has spent twelve years setting up Tally for manufacturers and distributors around Pune. She leads our GST and e-invoicing practice and trains accounts teams to close the month without surprises.',
  portrait: { src: authorPortrait, alt: 'Portrait of Priya Kulkarni', width: 160, height: 160 },
} satisfies AuthorContent;

/** The 'Leave A Reply' form: it has no submit behaviour (docs/requirements/spec.md §2 'Blog', §5). */
export const commentForm = {
  heading: 'Leave A Reply',
  intro: 'Your e-mail address will not be published. Required fields are marked *',
  note: 'Comments on this sample article are not published.',
  fields: {
    name: { label: 'Name', placeholder: 'Your full name' },
    email: { label: 'Email', placeholder: 'you@company.com' },
    comment: { label: 'Comment', placeholder: 'Write your comment…' },
  },
  submit: 'Post Comment',
} as const satisfies CommentFormContent;
