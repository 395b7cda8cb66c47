// Test helper: the example page (docs/decisions/0029-pages-from-blocks.md), as the staff API takes it and
// inside a content document.
import type { ContentDocument } from '../../common/content-model/schema.ts';
import { readSeedContent } from '../db/database.ts';

/** The body of `POST /api/staff/content/pages` in the example: four blocks, a script in the rich text. */
export const WEBINAR_PAGE = {
  title: 'GST e-invoicing webinar',
  slug: 'gst-e-invoicing-webinar',
  blocks: [
    { type: 'hero', title: 'GST e-invoicing webinar, 12 December', text: 'Sixty minutes on IRN and QR codes' },
    { type: 'rich-text', html: '<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p><script>alert(1)</script>' },
    { type: 'pricing', service_id: 1 },
    { type: 'contact-form' },
  ],
};

/** The seed with the example page published (id 1), its rich text already clean. */
export function seedWithPage(): ContentDocument {
  const document = structuredClone(readSeedContent());
  const [hero, , pricing, form] = WEBINAR_PAGE.blocks;
  document.pages = [
    {
      id: 1,
      title: WEBINAR_PAGE.title,
      slug: WEBINAR_PAGE.slug,
      search_title: '',
      search_description: '',
      share_image: '',
      blocks: [hero!, { type: 'rich-text', html: '<h2>What you will learn</h2><p>Generating an IRN from TallyPrime</p>' }, pricing!, form!],
    },
  ] as ContentDocument['pages'];
  return document;
}
