import { describe, expect, expectTypeOf, it } from 'vitest';

import { callToAction, faq, hero, imageText, pricing } from '@common/blocks/declarations';
import { customerStoryBlocks } from '@common/kinds/customer-stories';

import { anchorOf, distinctBy, readBlock } from './block-data';

describe('readBlock', () => {
  it('reads a stored block into every field its declaration has, typed, with the anchor', () => {
    const block = readBlock(hero, {
      type: 'hero',
      title: '  GST webinar ',
      buttons: [{ label: 'Ask', href: '#enquiry' }, 'not a button', { label: 7 }],
      anchor: 'top',
      stray: 'not declared',
    });
    expect(block).toEqual({
      type: 'hero',
      title: 'GST webinar',
      text: '',
      image: '',
      image_alt: '',
      buttons: [
        { label: 'Ask', href: '#enquiry' },
        { label: '', href: '' },
      ],
      anchor: 'top',
    });
    expectTypeOf(block.title).toEqualTypeOf<string>();
    expectTypeOf(block.buttons).toEqualTypeOf<readonly { readonly label: string; readonly href: string }[]>();
  });

  it('reads a half-typed block as empty: [] for a list, null for a relation, a default for an empty text or an odd option', () => {
    expect(readBlock(faq, { type: 'faq', items: 'not a list' }).items).toEqual([]);
    const plans = readBlock(pricing, { type: 'pricing', service_id: 'x' });
    expect(plans.service_id).toBeNull();
    expectTypeOf(plans.service_id).toEqualTypeOf<number | null>();
    expect(readBlock(pricing, { type: 'pricing', service_id: 4 }).service_id).toBe(4);
    expect(readBlock(callToAction, { type: 'call-to-action', button_label: ' ' })).toMatchObject({
      button_label: 'Contact us',
      button_href: '/contact',
    });
    const side = readBlock(imageText, { type: 'image-text', image_side: 'top' }).image_side;
    expect(side).toBe('left');
    expectTypeOf(side).toEqualTypeOf<'left' | 'right'>();
  });

  it('reads a kind’s block by its declaration too, its number as stored or its default', () => {
    const [stories] = customerStoryBlocks;
    expect(readBlock(stories, { type: 'customer-stories', count: 2, service_id: 3 })).toEqual({
      type: 'customer-stories',
      title: '',
      service_id: 3,
      count: 2,
      anchor: '',
    });
    expect(readBlock(stories, { type: 'customer-stories' }).count).toBe(3);
  });
});

describe('anchorOf and distinctBy', () => {
  it('give an anchor only when it is one, and each entry once by its key', () => {
    expect(anchorOf({ anchor: 'enquiry' })).toBe('enquiry');
    expect(anchorOf({ anchor: 'Not One' })).toBeUndefined();
    expect(anchorOf({ anchor: '' })).toBeUndefined();
    const items = [{ question: 'When?' }, { question: '' }, { question: 'When?' }, { question: 'Where?' }];
    expect(distinctBy(items, 'question')).toEqual([{ question: 'When?' }, { question: 'Where?' }]);
  });
});
