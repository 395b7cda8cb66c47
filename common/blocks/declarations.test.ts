import { describe, expect, it } from 'vitest';

import { menuItems, pages, redirects } from '../content-model/page-kinds.ts';
import { itemInputSchema } from '../content-model/schema.ts';

import { BLOCKS, anchorField } from './declarations.ts';

const page = (blocks: unknown[]) => itemInputSchema(pages, false).safeParse({ title: 'Webinar', slug: 'webinar', blocks });
const problems = (result: ReturnType<typeof page>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));

describe('the blocks’ declarations', () => {
  it('give every block an optional anchor, last among its fields', () => {
    for (const block of BLOCKS) {
      expect(block.fields.anchor, block.type).toBe(anchorField);
      expect(Object.keys(block.fields).at(-1), block.type).toBe('anchor');
    }
    expect(page([{ type: 'contact-form' }]).success).toBe(true);
  });

  it('take #enquiry as a button’s link, where a redirect and a menu entry refuse it', () => {
    const saved = page([
      { type: 'hero', title: 'Webinar', buttons: [{ label: 'Ask', href: '#enquiry' }] },
      { type: 'call-to-action', title: 'Seats', button_href: '#enquiry' },
      { type: 'contact-form', anchor: 'enquiry' },
    ]);
    expect(problems(saved)).toEqual({});
    expect(itemInputSchema(redirects, false).safeParse({ from: '/ask', to: '#enquiry' }).success).toBe(false);
    expect(itemInputSchema(menuItems, false).safeParse({ menu: 'header', label: 'Ask', href: '#enquiry' }).success).toBe(false);
  });

  it('refuse an anchor with spaces or capitals, # alone, and one anchor on two blocks', () => {
    expect(problems(page([{ type: 'contact-form', anchor: 'Our Enquiry' }]))).toEqual({
      'blocks.0.anchor':
        'must be lowercase letters, digits and hyphens, such as enquiry (not main, nor block- and a number: the page uses those)',
    });
    expect(Object.keys(problems(page([{ type: 'call-to-action', title: 'x', button_href: '#' }])))).toEqual(['blocks.0.button_href']);
    expect(
      problems(
        page([
          { type: 'faq', items: [{ question: 'Free?', answer: 'Yes.' }], anchor: 'enquiry' },
          { type: 'contact-form', anchor: 'enquiry' },
        ]),
      ),
    ).toEqual({ 'blocks.1.anchor': 'is "enquiry", block 1’s anchor already: an anchor names one block of the page' });
  });
});
